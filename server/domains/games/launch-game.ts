import 'server-only';
import { eq } from 'drizzle-orm';
import type { LaunchChannel } from '@/lib/games/launch/constants';
import { LAUNCH_ENDPOINTS, type LaunchEndpointKey } from '@/lib/games/launch/endpoints';
import type { LaunchAnswerBody } from '@/lib/games/launch/schemas';
import { getGameById } from '@/server/content/get-game-by-id';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import type { ProviderAnswer, ProviderCallInput } from '@/server/adapters/games/game-provider-client';
import { GAME_CODE_FIELD } from '@/server/adapters/games/provider-fields';
import { ApiError } from '@/server/http/errors';
import type { SessionPlayer } from '@/server/identity/session-player';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';
import { assertMayPlay } from './assert-may-play';
import type { OpenGameSessionInput, OpenedGameSession } from './open-game-session';

export interface LaunchGameDeps {
  openGameSession: (db: Database, input: OpenGameSessionInput) => Promise<OpenedGameSession>;
  callGameProvider: (input: ProviderCallInput) => Promise<ProviderAnswer>;
  /** Recent games (CONTRACTS §5): real-money launches mark the game as recently played. */
  recordRecentGame?: (db: Database, input: { playerId: number; gameId: string; lobbyPageType: LobbyPageType }) => Promise<unknown>;
}

export interface LaunchGameInput {
  key: LaunchEndpointKey;
  body: Record<string, unknown>;
  /** The launch context query (gameId, channel, requireNew) of provider-specific calls. */
  query?: { gameId: string; channel: LaunchChannel; requireNew?: string };
  /** The signed-in player (real play); null for demo. */
  player: SessionPlayer | null;
  ipAddress: string | null;
  /** The CDN's country of the request, for the provider's proxy list. */
  geoCountryCode: string | null;
}

/**
 * One game launch (spec games-wallet-bonuses §7): finds the catalogue game, checks the request names it, applies the play guards
 * and opens a game session for real play, then asks the provider. The answer carries the provider's credential
 * (ticket, token or sessionId) and a game URL.
 */
export async function launchGame(db: Database, input: LaunchGameInput, deps: LaunchGameDeps): Promise<LaunchAnswerBody> {
  const endpoint = LAUNCH_ENDPOINTS[input.key];
  const bodyGameId = input.body.gameId;
  const gameId = input.query?.gameId ?? (typeof bodyGameId === 'string' || typeof bodyGameId === 'number' ? String(bodyGameId) : '');
  const channel = input.query?.channel ?? (input.body.channel as LaunchChannel);
  const game = await getGameById(gameId);
  if (!game) throw new ApiError('error.game.not_found');
  if (endpoint.provider !== null && endpoint.provider !== game.provider.id) throw new ApiError('error.game.mismatch');
  const codeField = GAME_CODE_FIELD[input.key];
  if (codeField && input.body[codeField] !== (codeField === 'tableId' ? (game.tableId ?? game.providerGameId) : game.providerGameId)) {
    throw new ApiError('error.game.mismatch');
  }

  let sessionToken: string | null = null;
  let countryCode = input.geoCountryCode;
  if (endpoint.mode === 'real') {
    if (!input.player) throw new ApiError('error.unauthorized');
    const allowed = await assertMayPlay(db, input.player, game.type);
    countryCode ??= allowed.countryCode;
    const [row] = await db.select({ currency: players.currencyCode }).from(players).where(eq(players.playerId, input.player.playerId)).limit(1);
    if (!row) throw new ApiError('error.player.not.found');
    const session = await deps.openGameSession(db, {
      playerId: input.player.playerId,
      provider: game.provider.id,
      gameId: game.id,
      currency: row.currency,
      channel,
      ipAddress: input.ipAddress,
    });
    sessionToken = session.token;
  }

  const answer = await deps.callGameProvider({
    key: input.key,
    provider: game.provider.id,
    body: input.body,
    providerGameId: game.providerGameId,
    ipAddress: input.ipAddress,
    sessionToken,
    requireNew: input.query?.requireNew,
    countryCode,
  });
  if (input.player && endpoint.mode === 'real' && deps.recordRecentGame) {
    // Recent games (CONTRACTS §5) are a convenience: a failure to record one must not take back a started game.
    await deps.recordRecentGame(db, { playerId: input.player.playerId, gameId: game.id, lobbyPageType: game.type }).catch((error: unknown) => {
      console.error('[games] recordRecentGame failed after a launch', error);
    });
  }
  return answer;
}
