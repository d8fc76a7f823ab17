import 'server-only';
import type { OpenHarbourSessionBody } from '@/lib/games/harbour/schemas';
import { FUN_CURRENCY, type HarbourSession } from '@/lib/games/harbour/types';
import { startFunState } from './fun-wallet';
import { loadHarbourGame } from './harbour-game';
import { seamlessClient, type SeamlessClientOptions } from './seamless-client';
import { assertRealTicket, toGameError } from './seamless-errors';

/**
 * Opens the client's view of a session. Fun: a fresh signed balance of 1,000.00 fun credits, no wallet call.
 * Real: the wallet's authenticate for the ticket (the game-session token), as a provider's client would.
 */
export async function openHarbourSession(input: OpenHarbourSessionBody, options: SeamlessClientOptions = {}): Promise<HarbourSession> {
  const { game, engine } = await loadHarbourGame(input.gameId);
  if (input.moneyMode === 'fun') return { moneyMode: 'fun', engine, currency: FUN_CURRENCY, ...startFunState(input.ticket) };
  assertRealTicket(input.ticket);
  try {
    const answer = await seamlessClient(game.provider.id, options)('authenticate', { token: input.ticket });
    return { moneyMode: 'real', engine, balance: answer.balance, currency: answer.currency };
  } catch (error) {
    throw toGameError(error);
  }
}
