import 'server-only';
import { seamlessToGameError } from '@/lib/games/harbour/error-codes';
import { ApiError } from '@/server/http/errors';
import { SeamlessRefusal, SeamlessUnavailable } from './seamless-client';

/** A seamless failure as the game server's own error; anything else is rethrown unchanged. */
export function toGameError(error: unknown): unknown {
  if (error instanceof SeamlessRefusal) return new ApiError(seamlessToGameError(error.code));
  if (error instanceof SeamlessUnavailable) return new ApiError('error.game.unavailable');
  return error;
}
