import { z } from 'zod';
import { MONEY_MODES } from './schemas';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (max: number) => z.preprocess(first, z.string().trim().min(1).max(max));
const optionalText = (max: number) => z.preprocess(first, z.string().trim().max(max).optional());

/** The launch link's query (spec §7): lang, channel, jurisdiction, ticket, partnerid, moneymode, gameid, partner, homeurl, fullscreen. */
export const gameClientQuerySchema = z.object({
  ticket: text(256).pipe(z.string().min(8)),
  gameid: text(128),
  moneymode: z.preprocess(first, z.enum(MONEY_MODES)),
  lang: optionalText(16),
  channel: z.preprocess(first, z.enum(['desktop', 'mobile']).optional().catch(undefined)),
  jurisdiction: optionalText(8),
  partnerid: optionalText(16),
  partner: optionalText(64),
  homeurl: optionalText(2048),
  fullscreen: optionalText(8),
});

export type GameClientQuery = z.infer<typeof gameClientQuerySchema>;

/** The query, or null when the ticket, game id or money mode is missing or malformed. */
export function parseGameClientQuery(searchParams: Record<string, unknown>): GameClientQuery | null {
  const parsed = gameClientQuerySchema.safeParse(searchParams);
  return parsed.success ? parsed.data : null;
}

/**
 * Where the Lobby button goes: a site path, or an absolute URL on `siteOrigin`; anything else (another origin,
 * protocol-relative, javascript:) falls back to the locale's home, so a launch link cannot become an open redirect.
 */
export function safeHomeUrl(homeUrl: string | undefined, locale: string, siteOrigin?: string): string {
  const fallback = `/${locale}`;
  if (!homeUrl) return fallback;
  if (homeUrl.startsWith('/') && !homeUrl.startsWith('//') && !homeUrl.includes('\\')) return homeUrl;
  if (!siteOrigin) return fallback;
  try {
    const url = new URL(homeUrl);
    return url.origin === new URL(siteOrigin).origin ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
