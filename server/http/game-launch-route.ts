import 'server-only';
import type { AnyContract } from '@/lib/api/contract';
import { LAUNCH_ENDPOINTS, type LaunchCallKey, type LaunchEndpointKey } from '@/lib/games/launch/endpoints';
import type { GameDetailBody } from '@/lib/games/launch/schemas';
import { callGameProvider } from '@/server/adapters/games/game-provider-client';
import { getGameDetail } from '@/server/domains/games/get-game-detail';
import { launchGame, type LaunchGameDeps, type LaunchGameInput } from '@/server/domains/games/launch-game';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { recordRecentGame } from '@/server/domains/games/record-recent-game';
import { clientInfo } from './client-info';
import type { SessionPlayer } from '@/server/identity/session-player';
import { withContract, type ContractRoute } from './with-contract';

const defaultDeps: LaunchGameDeps = { openGameSession, callGameProvider: (input) => callGameProvider(input), recordRecentGame };

type LaunchContractOf<K extends LaunchEndpointKey> = (typeof LAUNCH_ENDPOINTS)[K]['contract'];

/** What every launch handler reads; each contract's own schemas validated it (a strict body, the context query). */
type LaunchContext = { body: unknown; query: unknown; player: SessionPlayer | null; request: Request };

/**
 * A launch call's route (games-wallet-bonuses §7) from its contract (lib/games/contracts/launch.ts): demo variants
 * take no session (games-wallet-bonuses §6), real ones require it. Route files are one line: gameLaunchRoute(key).
 */
export function gameLaunchRoute<K extends LaunchCallKey>(key: K, deps: LaunchGameDeps = defaultDeps): ContractRoute<LaunchContractOf<K>> {
  const contract: AnyContract = LAUNCH_ENDPOINTS[key].contract;
  const route = withContract(contract, async ({ body, query, player, request, db }: LaunchContext & { db: Parameters<typeof launchGame>[0] }) => {
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
  });
  return route as ContractRoute<LaunchContractOf<K>>;
}

/** The game-detail call, demo (no session) or real (session required, play guards applied). */
export function gameDetailRoute<K extends 'gameDetail' | 'gameDetailDemo'>(key: K): ContractRoute<LaunchContractOf<K>> {
  const contract: AnyContract = LAUNCH_ENDPOINTS[key].contract;
  const route = withContract(contract, async ({ body, player, request, db }: LaunchContext & { db: Parameters<typeof getGameDetail>[0] }) =>
    Response.json(await getGameDetail(db, { body: body as GameDetailBody, player, ipAddress: clientInfo(request).ipAddress })),
  );
  return route as ContractRoute<LaunchContractOf<K>>;
}
