import 'server-only';
import { LAUNCH_ENDPOINTS, gameDetailBodySchema, launchContextQuerySchema, type LaunchEndpointKey } from '@/lib/games/launch/endpoints';
import { callGameProvider } from '@/server/adapters/games/game-provider-client';
import { getGameDetail } from '@/server/domains/games/get-game-detail';
import type { Database } from '@/server/db/database';
import { launchGame, type LaunchGameDeps, type LaunchGameInput } from '@/server/domains/games/launch-game';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { recordRecentGame } from '@/server/domains/games/record-recent-game';
import { clientInfo } from './client-info';
import type { SessionPlayer } from '@/server/identity/session-player';
import { withHandler, type RouteHandler } from './with-handler';

const RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const defaultDeps: LaunchGameDeps = { openGameSession, callGameProvider: (input) => callGameProvider(input), recordRecentGame };

/**
 * A launch call's route handler (spec games-wallet-bonuses §7): demo variants take no auth (spec games-wallet-bonuses §6), real ones need the session;
 * the body is the spec's, validated with the endpoint's schema. Route files are one line: gameLaunchRoute(key).
 */
export function gameLaunchRoute(key: LaunchEndpointKey, deps: LaunchGameDeps = defaultDeps): RouteHandler {
  const endpoint = LAUNCH_ENDPOINTS[key];
  // The body was validated with the endpoint's schema (a strict object) and the query with the context schema.
  const handle = async ({ body, query, player, request, db }: { body: unknown; query: unknown; player: SessionPlayer | null; request: Request; db: Database }) => {
    const info = clientInfo(request);
    const input: LaunchGameInput = {
      key,
      body: body as Record<string, unknown>,
      query: query as LaunchGameInput['query'],
      player,
      ipAddress: info.ipAddress,
      geoCountryCode: info.countryCode,
    };
    return Response.json(await launchGame(db, input, deps));
  };
  const common = { objectName: key, body: endpoint.body, query: endpoint.contextQuery ? launchContextQuerySchema : undefined };
  if (endpoint.mode === 'real') return withHandler({ ...common, auth: 'required', rateLimit: { key: 'game-launch', ...RATE_LIMIT } }, handle);
  return withHandler({ ...common, auth: 'none', rateLimit: { key: 'game-launch-demo', ...RATE_LIMIT } }, handle);
}

/** The game-detail call, demo (no auth) or real (session required, play guards applied). */
export function gameDetailRoute(mode: 'fun' | 'real'): RouteHandler {
  const common = { objectName: 'gameDetail', body: gameDetailBodySchema };
  if (mode === 'real') {
    return withHandler({ ...common, auth: 'required' }, async ({ body, player, request, db }) => Response.json(await getGameDetail(db, { body, player, ipAddress: clientInfo(request).ipAddress })));
  }
  return withHandler({ ...common, auth: 'none' }, async ({ body, request, db }) => Response.json(await getGameDetail(db, { body, player: null, ipAddress: clientInfo(request).ipAddress })));
}
