import type { HarbourRoundResult, HarbourSession } from '@/lib/games/harbour/types';
import type { HarbourBet, MoneyMode } from '@/lib/games/harbour/schemas';

/** A refusal from the game server, with its `error.game.*` (or platform) code. */
export class GameApiError extends Error {
  constructor(readonly code: string | undefined) {
    super(code ?? 'network');
    this.name = 'GameApiError';
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/harbour-games/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' });
  } catch {
    throw new GameApiError(undefined);
  }
  const answer = (await response.json().catch(() => null)) as (T & { code?: string }) | null;
  if (!response.ok || !answer) throw new GameApiError(answer?.code);
  return answer;
}

export function openSession(input: { ticket: string; gameId: string; moneyMode: MoneyMode }): Promise<HarbourSession> {
  return post('session', input);
}

export function playRound(input: { ticket: string; gameId: string; moneyMode: MoneyMode; stake: number; bet?: HarbourBet; funState?: string }): Promise<HarbourRoundResult> {
  return post('round', input);
}
