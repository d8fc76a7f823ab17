import { browserPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';
import { openHarbourSession, playHarbourRound } from '@/lib/games/contracts/harbour';
import type { OpenHarbourSessionBody, PlayHarbourRoundBody } from '@/lib/games/harbour/schemas';
import type { HarbourRoundResult, HarbourSession } from '@/lib/games/harbour/types';

/** A refusal from the game server, with its `error.game.*` (or platform) code; no code when it could not be reached. */
export class GameApiError extends Error {
  constructor(readonly code: string | undefined) {
    super(code ?? 'network');
    this.name = 'GameApiError';
  }
}

/** A call through the one client (lib/api/client.ts); every failure becomes a GameApiError the client shows by code. */
async function gameCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new GameApiError(error instanceof PlatformApiError ? error.code : undefined);
  }
}

export function openSession(body: OpenHarbourSessionBody): Promise<HarbourSession> {
  return gameCall(() => browserPlatformClient().request(openHarbourSession, { body }));
}

export function playRound(body: PlayHarbourRoundBody): Promise<HarbourRoundResult> {
  return gameCall(() => browserPlatformClient().request(playHarbourRound, { body }));
}
