import * as launch from '@/lib/games/contracts/launch';

// games-wallet-bonuses §7 "Game launch": which contract (lib/games/contracts/launch.ts) serves each launch call, the
// provider it belongs to and what it answers with. Path, money mode and body schema are the contract's; the
// provider is called at the same path under its base URL.

/** What the launch call answers with: a ready game URL, or a credential that goes into a launch link. */
export type LaunchAnswer = 'gameUrl' | 'ticket' | 'token' | 'sessionId' | 'gameDetail';

type LaunchContract = (typeof launch)[keyof typeof launch];

export interface LaunchEndpoint<C extends LaunchContract = LaunchContract> {
  contract: C;
  /** Path under the platform's /api/v1 (and under the provider's base URL). */
  path: string;
  /** Demo (`fun`) calls take no session; real ones require it. */
  mode: 'fun' | 'real';
  /** The provider this endpoint belongs to; null for the generic ticket, token and detail calls. */
  provider: string | null;
  body: Exclude<C['body'], undefined>;
  answer: LaunchAnswer;
  /** Whether the game and channel travel in the query (launchContextQuerySchema). */
  contextQuery: boolean;
}

function endpoint<C extends LaunchContract>(contract: C, provider: string | null, answer: LaunchAnswer): LaunchEndpoint<C> {
  return {
    contract,
    path: contract.path.replace(/^\/v1/, ''),
    mode: contract.auth === 'required' ? 'real' : 'fun',
    provider,
    body: contract.body as Exclude<C['body'], undefined>,
    answer,
    contextQuery: 'query' in contract,
  };
}

export const LAUNCH_ENDPOINTS = {
  gameTicketDemo: endpoint(launch.createDemoGameTicket, null, 'ticket'),
  gameTicket: endpoint(launch.createGameTicket, null, 'ticket'),
  gameToken: endpoint(launch.createGameToken, null, 'token'),
  gameDetailDemo: endpoint(launch.getDemoGameDetail, null, 'gameDetail'),
  gameDetail: endpoint(launch.getGameDetail, null, 'gameDetail'),
  pragmaticDemoGameUrl: endpoint(launch.launchPragmaticDemoGameUrl, 'pragmaticplay', 'gameUrl'),
  pragmaticRealGameUrl: endpoint(launch.launchPragmaticRealGameUrl, 'pragmaticplay', 'gameUrl'),
  pragmaticGenerateToken: endpoint(launch.createPragmaticToken, 'pragmaticplay', 'token'),
  pariplayContextDemo: endpoint(launch.launchPariplayDemo, 'pariplay', 'gameUrl'),
  pariplayContextReal: endpoint(launch.launchPariplayReal, 'pariplay', 'gameUrl'),
  softswissContextDemo: endpoint(launch.launchSoftswissDemo, 'softswiss', 'gameUrl'),
  softswissContextReal: endpoint(launch.launchSoftswissReal, 'softswiss', 'gameUrl'),
  playngoTokenGeneration: endpoint(launch.createPlayngoToken, 'playngo', 'token'),
  creedroomzTokenGenerate: endpoint(launch.createCreedroomzToken, 'creedroomz', 'token'),
  yggdrasilSession: endpoint(launch.createYggdrasilSession, 'yggdrasil', 'sessionId'),
  evolutionAuthenticate: endpoint(launch.authenticateEvolution, 'evolution', 'gameUrl'),
  evolutionAuthenticateDemo: endpoint(launch.authenticateEvolutionDemo, 'evolution', 'gameUrl'),
  quickspinGenerateToken: endpoint(launch.createQuickspinToken, 'quickspin', 'token'),
  relaxGenerateToken: endpoint(launch.createRelaxToken, 'relax', 'token'),
} as const;

export type LaunchEndpointKey = keyof typeof LAUNCH_ENDPOINTS;
/** The launch calls proper: every key but the two game-detail calls. */
export type LaunchCallKey = Exclude<LaunchEndpointKey, 'gameDetail' | 'gameDetailDemo'>;
/** Their contracts; all answer with the launch answer (launchAnswerSchema). */
export type LaunchCallContract = (typeof LAUNCH_ENDPOINTS)[LaunchCallKey]['contract'];

/** The endpoint serving `path` (under /v1), if any. */
export function endpointByPath(path: string): [LaunchEndpointKey, LaunchEndpoint] | undefined {
  const entry = Object.entries(LAUNCH_ENDPOINTS).find(([, value]) => value.path === path);
  return entry as [LaunchEndpointKey, LaunchEndpoint] | undefined;
}
