import { z } from 'zod';
import { LAUNCH_CHANNELS, LAUNCH_JURISDICTION, PARTNER_CODE } from './constants';

// Spec games-wallet-bonuses §7 "Game launch": every launch call the site makes to the platform, with the body it must carry. The
// platform forwards the same body to the provider at the same path (after /v1), so the site's builders, the
// platform's route handlers and the sandbox provider server all validate against these schemas.

const text = z.string().trim().min(1).max(200);
const channel = z.enum(LAUNCH_CHANNELS);
const ip = z.union([z.ipv4(), z.ipv6()]);
const url = z.string().max(2000).refine((value) => /^https?:\/\//.test(value) || value.startsWith('/'), 'expected an absolute URL or a site path');
const currency = z.string().regex(/^[A-Z]{3}$/);
const country = z.string().regex(/^[A-Z]{2}$/);
const partner = z.literal(PARTNER_CODE);
const jurisdiction = z.literal(LAUNCH_JURISDICTION);

export const gameTicketBodySchema = z.strictObject({ gameId: text, channel, partner, jurisdiction });
export const gameDetailBodySchema = z.strictObject({
  isDemo: z.boolean(),
  countryCode: country,
  currency,
  language: text,
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  platform: channel,
  /** The caller's address when the site knows it; the platform uses the address it observes either way. */
  ip: ip.nullable(),
  locale: z.string().regex(/^[a-z]{2,4}-[A-Z]{2}$/),
  playerCountryCode: country.nullable(),
  enabled: z.boolean(),
});
export const pragmaticUrlBodySchema = z.strictObject({
  symbol: text,
  language: text,
  currency,
  platform: z.enum(['WEB', 'MOBILE']),
  stylename: text,
  lobbyUrl: url,
  jurisdiction,
});
export const pariplayContextBodySchema = z.strictObject({ GameCode: text, CurrencyCode: currency, LanguageCode: text, PlayerIP: ip.nullable(), CountryCode: country });
const softswissBase = {
  game: text,
  currency,
  locale: text,
  ip: ip.nullable(),
  urls: z.strictObject({ return_url: url, deposit_url: url }),
  jurisdiction,
  client_type: channel,
};
export const softswissDemoBodySchema = z.strictObject(softswissBase);
export const softswissRealBodySchema = z.strictObject({ ...softswissBase, playerCurrentCountryCode: country });
export const creedroomzTokenBodySchema = z.strictObject({ ipAddress: ip.nullable() });
export const emptyBodySchema = z.strictObject({});
const evolutionBase = { gameCategory: text, tableId: text, wrapped: z.boolean(), mobile: z.boolean(), lobbyURL: url, ipAddress: ip.nullable() };
export const evolutionAuthBodySchema = z.strictObject(evolutionBase);
export const evolutionDemoAuthBodySchema = z.strictObject({ ...evolutionBase, currency, language: text });

/** Launch calls other than ticket and detail name the catalogue game and channel in the query (the spec's bodies have no room). */
export const launchContextQuerySchema = z.object({ gameId: text, channel, requireNew: z.enum(['true', 'false']).optional() });

/** What the launch call answers with: a ready game URL, or a credential that goes into a launch link. */
export type LaunchAnswer = 'gameUrl' | 'ticket' | 'token' | 'sessionId' | 'gameDetail';

export interface LaunchEndpoint {
  /** Path under the platform's /api/v1 (and under the provider's base URL). */
  path: string;
  mode: 'fun' | 'real';
  /** The provider this endpoint belongs to; null for the generic ticket, token and detail calls. */
  provider: string | null;
  body: z.ZodType;
  answer: LaunchAnswer;
  /** Whether the game and channel travel in the query (launchContextQuerySchema). */
  contextQuery: boolean;
}

const endpoint = (path: string, mode: 'fun' | 'real', provider: string | null, body: z.ZodType, answer: LaunchAnswer): LaunchEndpoint => ({
  path,
  mode,
  provider,
  body,
  answer,
  contextQuery: provider !== null,
});

export const LAUNCH_ENDPOINTS = {
  gameTicketDemo: endpoint('/games/ticket/demo', 'fun', null, gameTicketBodySchema, 'ticket'),
  gameTicket: endpoint('/games/ticket', 'real', null, gameTicketBodySchema, 'ticket'),
  gameToken: endpoint('/games/token', 'real', null, gameTicketBodySchema, 'token'),
  gameDetailDemo: endpoint('/games/detail/demo', 'fun', null, gameDetailBodySchema, 'gameDetail'),
  gameDetail: endpoint('/games/detail', 'real', null, gameDetailBodySchema, 'gameDetail'),
  pragmaticDemoGameUrl: endpoint('/pragmatic/partner/demoGameUrl', 'fun', 'pragmaticplay', pragmaticUrlBodySchema, 'gameUrl'),
  pragmaticRealGameUrl: endpoint('/pragmatic/partner/realGameUrl', 'real', 'pragmaticplay', pragmaticUrlBodySchema, 'gameUrl'),
  pragmaticGenerateToken: endpoint('/pragmatic/generatetoken', 'real', 'pragmaticplay', emptyBodySchema, 'token'),
  pariplayContextDemo: endpoint('/pariplay/context/demo', 'fun', 'pariplay', pariplayContextBodySchema, 'gameUrl'),
  pariplayContextReal: endpoint('/pariplay/context/real', 'real', 'pariplay', pariplayContextBodySchema, 'gameUrl'),
  softswissContextDemo: endpoint('/softswiss/context/demo', 'fun', 'softswiss', softswissDemoBodySchema, 'gameUrl'),
  softswissContextReal: endpoint('/softswiss/context/real', 'real', 'softswiss', softswissRealBodySchema, 'gameUrl'),
  playngoTokenGeneration: endpoint('/playngo/auth/token_generation', 'real', 'playngo', emptyBodySchema, 'token'),
  creedroomzTokenGenerate: endpoint('/creedroomz/token/generate', 'real', 'creedroomz', creedroomzTokenBodySchema, 'token'),
  yggdrasilSession: endpoint('/yggdrasil/player/auth/session', 'real', 'yggdrasil', emptyBodySchema, 'sessionId'),
  evolutionAuthenticate: endpoint('/evolution/user/authenticate', 'real', 'evolution', evolutionAuthBodySchema, 'gameUrl'),
  evolutionAuthenticateDemo: endpoint('/evolution/user/authenticate/demo', 'fun', 'evolution', evolutionDemoAuthBodySchema, 'gameUrl'),
  quickspinGenerateToken: endpoint('/quickspin/generatetoken', 'real', 'quickspin', emptyBodySchema, 'token'),
  relaxGenerateToken: endpoint('/relaxgaming/generatetoken', 'real', 'relax', emptyBodySchema, 'token'),
} as const satisfies Record<string, LaunchEndpoint>;

export type LaunchEndpointKey = keyof typeof LAUNCH_ENDPOINTS;

/** The endpoint serving `path` (under /v1), if any. */
export function endpointByPath(path: string): [LaunchEndpointKey, LaunchEndpoint] | undefined {
  const entry = Object.entries(LAUNCH_ENDPOINTS).find(([, value]) => value.path === path);
  return entry as [LaunchEndpointKey, LaunchEndpoint] | undefined;
}

/** Answers of the platform's launch calls, as the site reads them. */
export const launchAnswerSchema = z.object({
  gameUrl: z.string().min(1),
  ticket: z.string().min(1).optional(),
  token: z.string().min(1).optional(),
  sessionId: z.string().min(1).optional(),
});
export type LaunchAnswerBody = z.infer<typeof launchAnswerSchema>;
