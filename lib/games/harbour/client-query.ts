import { z } from 'zod';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import { MONEY_MODES } from './schemas';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (max: number) => z.preprocess(first, z.string().trim().min(1).max(max));
const optionalText = (max: number) => z.preprocess(first, z.string().trim().max(max).optional());

/** The launch link's query (spec games-wallet-bonuses §7): lang, channel, jurisdiction, ticket, partnerid, moneymode, gameid, partner, homeurl, fullscreen. */
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
 * `url` as a site path when it is one (`/…`), or when it is an absolute URL on `origin`; else null (another
 * origin, protocol-relative, a backslash trick, javascript:), so a launch link cannot become an open redirect.
 */
export function sameSitePath(url: string | undefined, origin: string | undefined): string | null {
  if (!url) return null;
  const path = safeRedirectPath(url);
  if (path) return path;
  if (!origin) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(origin).origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Where the Lobby button goes: a site path, or an absolute URL on `siteOrigin`; anything else falls back to
 * `fallback` (the game's lobby when the game is known, else the locale's home).
 */
export function safeHomeUrl(homeUrl: string | undefined, locale: string, siteOrigin?: string, fallback = `/${locale}`): string {
  return sameSitePath(homeUrl, siteOrigin) ?? fallback;
}
