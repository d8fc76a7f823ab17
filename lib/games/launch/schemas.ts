import { z } from 'zod';
import { LAUNCH_CHANNELS, LAUNCH_JURISDICTION, PARTNER_CODE } from './constants';

// games-wallet-bonuses §7 "Game launch": the body every launch call carries. The platform forwards the same body
// to the provider at the same path (after /v1), so the site's builders, the platform's contracts
// (lib/games/contracts/launch.ts) and the sandbox provider server all validate against these schemas.

const text = z.string().trim().min(1).max(200);
const channel = z.enum(LAUNCH_CHANNELS);
const ip = z.union([z.ipv4(), z.ipv6()]);
const url = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\//.test(value) || value.startsWith('/'), 'expected an absolute URL or a site path');
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
export type GameDetailBody = z.output<typeof gameDetailBodySchema>;
export const pragmaticUrlBodySchema = z.strictObject({
  symbol: text,
  language: text,
  currency,
  platform: z.enum(['WEB', 'MOBILE']),
  stylename: text,
  lobbyUrl: url,
  jurisdiction,
});
export const pariplayContextBodySchema = z.strictObject({
  GameCode: text,
  CurrencyCode: currency,
  LanguageCode: text,
  PlayerIP: ip.nullable(),
  CountryCode: country,
});
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

/**
 * What a launch call answers with (the provider's answer, passed on as it is): a game URL, and the credential
 * the launch link carries when the URL is not ready to open (ticket, token or sessionId).
 */
export const launchAnswerSchema = z.object({
  gameUrl: z.string().min(1),
  ticket: z.string().min(1).optional(),
  token: z.string().min(1).optional(),
  sessionId: z.string().min(1).optional(),
});
export type LaunchAnswerBody = z.output<typeof launchAnswerSchema>;
