import { defineContract } from '@/lib/api/contract';
import { gameDetailAnswerSchema } from '@/lib/games/launch/game-detail';
import {
  creedroomzTokenBodySchema,
  emptyBodySchema,
  evolutionAuthBodySchema,
  evolutionDemoAuthBodySchema,
  gameDetailBodySchema,
  gameTicketBodySchema,
  launchAnswerSchema,
  launchContextQuerySchema,
  pariplayContextBodySchema,
  pragmaticUrlBodySchema,
  softswissDemoBodySchema,
  softswissRealBodySchema,
} from '@/lib/games/launch/schemas';

// games-wallet-bonuses §7 "Game launch": the game-detail call and every launch call, demo (no session, games-wallet-bonuses §6) or
// real (session required, the play guards of games-wallet-bonuses §2 applied). The platform passes the body on to the provider at the
// same path (docs/games.md); lib/games/launch/endpoints.ts maps each contract to its provider and answer kind.

const TAGS = ['Game launch'];
const DEMO_RATE_LIMIT = { key: 'game-launch-demo', limit: 60, windowMs: 60_000 };
const REAL_RATE_LIMIT = { key: 'game-launch', limit: 60, windowMs: 60_000 };

/** A launch names a catalogue game the request must match, and the provider may refuse it. */
const DEMO_LAUNCH_ERRORS = ['error.game.not_found', 'error.game.mismatch', 'error.game.launch.failed'] as const;
/** Real play also opens a game session for the player, after the play guards (games-wallet-bonuses §2). */
const REAL_LAUNCH_ERRORS = [...DEMO_LAUNCH_ERRORS, 'error.game.access.denied', 'error.player.not.found', 'error.not_found'] as const;

const demo = {
  method: 'POST',
  tags: TAGS,
  auth: 'none',
  rateLimit: DEMO_RATE_LIMIT,
  responses: { 200: launchAnswerSchema },
  errors: DEMO_LAUNCH_ERRORS,
} as const;
const real = {
  method: 'POST',
  tags: TAGS,
  auth: 'required',
  rateLimit: REAL_RATE_LIMIT,
  responses: { 200: launchAnswerSchema },
  errors: REAL_LAUNCH_ERRORS,
} as const;
/** Provider calls name the catalogue game and channel in the query; their bodies are the provider's own. */
const provider = { query: launchContextQuerySchema } as const;

const DETAIL_DESCRIPTION =
  'games-wallet-bonuses §3 "Game detail request parameters", §7: the game by slug in any lobby, or `gameDetail: null` when it does not exist or is hidden in the market (the site shows "No game data returned", games-wallet-bonuses §8). `ipAddress` is the address the platform observed.';

export const getDemoGameDetail = defineContract({
  operationId: 'games.getDemoGameDetail',
  method: 'POST',
  path: '/v1/games/detail/demo',
  summary: 'Game detail for a demo launch',
  description: DETAIL_DESCRIPTION,
  tags: TAGS,
  auth: 'none',
  objectName: 'gameDetail',
  body: gameDetailBodySchema,
  responses: { 200: gameDetailAnswerSchema },
  errors: [],
});

export const getGameDetail = defineContract({
  operationId: 'games.getGameDetail',
  method: 'POST',
  path: '/v1/games/detail',
  summary: 'Game detail for a real-money launch',
  description: `${DETAIL_DESCRIPTION} The play guards (games-wallet-bonuses §2) refuse a player who may not play the game's product.`,
  tags: TAGS,
  auth: 'required',
  objectName: 'gameDetail',
  body: gameDetailBodySchema,
  responses: { 200: gameDetailAnswerSchema },
  errors: ['error.game.access.denied'],
});

export const createDemoGameTicket = defineContract({
  ...demo,
  operationId: 'games.createDemoGameTicket',
  path: '/v1/games/ticket/demo',
  summary: 'Demo game ticket',
  description: 'games-wallet-bonuses §7: a demo ticket for a game of a provider without its own launch call; the launch link carries it.',
  objectName: 'gameTicketDemo',
  body: gameTicketBodySchema,
});

export const createGameTicket = defineContract({
  ...real,
  operationId: 'games.createGameTicket',
  path: '/v1/games/ticket',
  summary: 'Real-money game ticket',
  description: 'games-wallet-bonuses §7: opens a game session and answers its ticket, which the launch link carries.',
  objectName: 'gameTicket',
  body: gameTicketBodySchema,
});

export const createGameToken = defineContract({
  ...real,
  operationId: 'games.createGameToken',
  path: '/v1/games/token',
  summary: 'Real-money game token (live tables)',
  description: 'games-wallet-bonuses §7: opens a game session and answers its token, for live tables of providers without their own launch call.',
  objectName: 'gameToken',
  body: gameTicketBodySchema,
});

export const launchPragmaticDemoGameUrl = defineContract({
  ...demo,
  ...provider,
  operationId: 'games.launchPragmaticDemoGameUrl',
  path: '/v1/pragmatic/partner/demoGameUrl',
  summary: 'Pragmatic Play demo game URL',
  description: 'games-wallet-bonuses §7: symbol, language, currency, platform, stylename, lobbyUrl, jurisdiction; answers a ready game URL.',
  objectName: 'pragmaticDemoGameUrl',
  body: pragmaticUrlBodySchema,
});

export const launchPragmaticRealGameUrl = defineContract({
  ...real,
  ...provider,
  operationId: 'games.launchPragmaticRealGameUrl',
  path: '/v1/pragmatic/partner/realGameUrl',
  summary: 'Pragmatic Play real-money game URL',
  description: 'games-wallet-bonuses §7: as the demo call, for real money; answers a ready game URL.',
  objectName: 'pragmaticRealGameUrl',
  body: pragmaticUrlBodySchema,
});

export const createPragmaticToken = defineContract({
  ...real,
  ...provider,
  operationId: 'games.createPragmaticToken',
  path: '/v1/pragmatic/generatetoken',
  summary: 'Pragmatic Play live token',
  description: 'games-wallet-bonuses §7 (payload not shown in the spec: an empty object); answers a token for the launch link.',
  objectName: 'pragmaticGenerateToken',
  body: emptyBodySchema,
});

export const launchPariplayDemo = defineContract({
  ...demo,
  ...provider,
  operationId: 'games.launchPariplayDemo',
  path: '/v1/pariplay/context/demo',
  summary: 'Pariplay demo context',
  description: 'games-wallet-bonuses §7: GameCode, CurrencyCode, LanguageCode, PlayerIP, CountryCode; answers a ready game URL.',
  objectName: 'pariplayContextDemo',
  body: pariplayContextBodySchema,
});

export const launchPariplayReal = defineContract({
  ...real,
  ...provider,
  operationId: 'games.launchPariplayReal',
  path: '/v1/pariplay/context/real',
  summary: 'Pariplay real-money context',
  description: 'games-wallet-bonuses §7: as the demo call, for real money; answers a ready game URL.',
  objectName: 'pariplayContextReal',
  body: pariplayContextBodySchema,
});

export const launchSoftswissDemo = defineContract({
  ...demo,
  ...provider,
  operationId: 'games.launchSoftswissDemo',
  path: '/v1/softswiss/context/demo',
  summary: 'SOFTSWISS demo context',
  description: 'games-wallet-bonuses §7: game, currency, locale, ip, urls {return_url, deposit_url}, jurisdiction, client_type; answers a ready game URL.',
  objectName: 'softswissContextDemo',
  body: softswissDemoBodySchema,
});

export const launchSoftswissReal = defineContract({
  ...real,
  ...provider,
  operationId: 'games.launchSoftswissReal',
  path: '/v1/softswiss/context/real',
  summary: 'SOFTSWISS real-money context',
  description: 'games-wallet-bonuses §7: as the demo call plus playerCurrentCountryCode; answers a ready game URL.',
  objectName: 'softswissContextReal',
  body: softswissRealBodySchema,
});

export const createPlayngoToken = defineContract({
  ...real,
  ...provider,
  operationId: 'games.createPlayngoToken',
  path: '/v1/playngo/auth/token_generation',
  summary: "Play'n GO token",
  description: "games-wallet-bonuses §7: with optional query requireNew (a fresh token instead of the player's current one); answers a token.",
  objectName: 'playngoTokenGeneration',
  body: emptyBodySchema,
});

export const createCreedroomzToken = defineContract({
  ...real,
  ...provider,
  operationId: 'games.createCreedroomzToken',
  path: '/v1/creedroomz/token/generate',
  summary: 'CreedRoomz token',
  description: 'games-wallet-bonuses §7: ipAddress (replaced by the address the platform observes); answers a token.',
  objectName: 'creedroomzTokenGenerate',
  body: creedroomzTokenBodySchema,
});

export const createYggdrasilSession = defineContract({
  ...real,
  ...provider,
  operationId: 'games.createYggdrasilSession',
  path: '/v1/yggdrasil/player/auth/session',
  summary: 'Yggdrasil session',
  description: 'games-wallet-bonuses §7: empty body; answers a sessionId.',
  objectName: 'yggdrasilSession',
  body: emptyBodySchema,
});

export const authenticateEvolution = defineContract({
  ...real,
  ...provider,
  operationId: 'games.authenticateEvolution',
  path: '/v1/evolution/user/authenticate',
  summary: 'Evolution authentication (real money)',
  description:
    'games-wallet-bonuses §7: gameCategory, tableId, wrapped, mobile, lobbyURL, ipAddress; answers a ready game URL. Evolution refusing the player is 400 `error.game.evolution.auth`, which signs the player out (games-wallet-bonuses §6, §8).',
  objectName: 'evolutionAuthenticate',
  body: evolutionAuthBodySchema,
  errors: [...REAL_LAUNCH_ERRORS, 'error.game.evolution.auth'],
});

export const authenticateEvolutionDemo = defineContract({
  ...demo,
  ...provider,
  operationId: 'games.authenticateEvolutionDemo',
  path: '/v1/evolution/user/authenticate/demo',
  summary: 'Evolution authentication (demo)',
  description: 'games-wallet-bonuses §7: as the real call plus currency and language; a refusal is 400 `error.game.evolution.auth` (games-wallet-bonuses §8).',
  objectName: 'evolutionAuthenticateDemo',
  body: evolutionDemoAuthBodySchema,
  errors: [...DEMO_LAUNCH_ERRORS, 'error.game.evolution.auth'],
});

export const createQuickspinToken = defineContract({
  ...real,
  ...provider,
  operationId: 'games.createQuickspinToken',
  path: '/v1/quickspin/generatetoken',
  summary: 'Quickspin token',
  description: 'games-wallet-bonuses §7 (payload not shown in the spec: an empty object); answers a token.',
  objectName: 'quickspinGenerateToken',
  body: emptyBodySchema,
});

export const createRelaxToken = defineContract({
  ...real,
  ...provider,
  operationId: 'games.createRelaxToken',
  path: '/v1/relaxgaming/generatetoken',
  summary: 'Relax Gaming token',
  description: 'games-wallet-bonuses §7 (payload not shown in the spec: an empty object); answers a token.',
  objectName: 'relaxGenerateToken',
  body: emptyBodySchema,
});
