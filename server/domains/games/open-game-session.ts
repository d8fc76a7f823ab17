import 'server-only';
import type { Database } from '@/server/db/database';
import { gameSessions } from '@/server/db/schema';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { ApiError } from '@/server/http/errors';
import { playsForJackpot } from '@/lib/jackpots/policy';
import { jackpotForSession } from '@/server/domains/jackpots';
import { isExcludedFromBonusWagering } from '@/lib/games/game-limitation';
import { GAME_SESSION_VERTICAL } from './game-vertical';
import { PROVIDER_SLUG_PATTERN, sessionExpiry } from './game-session-policy';
import { hashGameSessionToken, newGameSessionToken } from './game-session-token';

export interface OpenGameSessionInput {
  playerId: number;
  provider: string;
  /** The game's content id. */
  gameId: string;
  currency: string;
  channel: 'desktop' | 'mobile';
  ipAddress: string | null;
}

export interface OpenedGameSession {
  sessionId: string;
  /** Handed to the provider (the sandbox puts it in the launch URL as `ticket`); never stored in clear. */
  token: string;
  expiresAt: Date;
}

/**
 * Opens a real-money game session for a launch: the game's vertical (casino, live casino or virtual sports, from
 * content) decides the ledger category of the session's bets and wins. Unknown games are 404. A jackpot game's
 * session in the pot's currency plays for its pot (`jackpotId`, the pot created from the seed when missing): its
 * bets contribute to it and its jackpot wins pay it (docs/decisions.md "Progressive jackpots in play").
 */
export async function openGameSession(db: Database, input: OpenGameSessionInput): Promise<OpenedGameSession> {
  if (!PROVIDER_SLUG_PATTERN.test(input.provider) || !/^[A-Z]{3}$/.test(input.currency)) throw new ApiError('error.request.validation');
  const [game] = await getGamesByIds({ ids: [input.gameId] });
  if (!game) throw new ApiError('error.not_found');
  const jackpotId = game.jackpotExist && playsForJackpot(input.currency) ? await jackpotForSession(db, game.id) : null;
  const token = newGameSessionToken();
  const [row] = await db
    .insert(gameSessions)
    .values({
      tokenHash: hashGameSessionToken(token),
      playerId: input.playerId,
      provider: input.provider,
      gameId: input.gameId,
      vertical: GAME_SESSION_VERTICAL[game.type],
      currency: input.currency,
      channel: input.channel,
      ipAddress: input.ipAddress,
      jackpotId,
      gameType: game.gameType,
      bonusExcluded: isExcludedFromBonusWagering(game),
      expiresAt: sessionExpiry(new Date()),
    })
    .returning({ sessionId: gameSessions.sessionId, expiresAt: gameSessions.expiresAt });
  return { sessionId: row.sessionId, token, expiresAt: row.expiresAt };
}
