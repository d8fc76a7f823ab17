/** The internal root of pages shown inside another page's frame, with their own root layout (no site chrome). */
export const FRAME_ROOT = '/game-frame';

/** Framed pages under a locale: the built-in game client (CONTRACTS §4). */
const FRAMED_PAGES: ReadonlySet<string> = new Set(['game-client']);

/**
 * `/{locale}/game-client` → `/game-frame/{locale}/game-client`: the same public URL, rendered by a separate root
 * layout without header, footer or overlays. Null for every other path (trailing slash tolerated).
 */
export function frameRoute(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2 || !FRAMED_PAGES.has(segments[1])) return null;
  return `${FRAME_ROOT}/${segments[0]}/${segments[1]}`;
}

/**
 * Extra headers of a framed page: only our own pages may frame it (CSP level 2 next to X-Frame-Options
 * SAMEORIGIN), and search engines never index a game client with a ticket in its URL.
 */
export const FRAME_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Robots-Tag': 'noindex, nofollow',
};
