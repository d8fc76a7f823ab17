import 'server-only';
import { seamlessToGameError } from '@/lib/games/harbour/error-codes';
import { seamlessTokenSchema } from '@/lib/games/seamless-schemas';
import { ApiError } from '@/server/http/errors';
import { SeamlessRefusal, SeamlessUnavailable } from './seamless-client';

/** A seamless failure as the game server's own error; anything else is rethrown unchanged. */
export function toGameError(error: unknown): unknown {
  if (error instanceof SeamlessRefusal) return new ApiError(seamlessToGameError(error.code));
  if (error instanceof SeamlessUnavailable) return new ApiError('error.game.unavailable');
  return error;
}

/**
 * A real-money ticket is a game-session token: one the wallet's schema would refuse is the player's bad ticket
 * (401 error.game.ticket.invalid), not a wallet failure (503), and is never sent.
 */
export function assertRealTicket(ticket: string): void {
  if (!seamlessTokenSchema.safeParse(ticket).success) throw new ApiError('error.game.ticket.invalid');
}
