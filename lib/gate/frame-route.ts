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
 * Extra headers of a framed page: search engines never index a game client with a ticket in its URL. Only our own
 * pages may frame it: the gate gives it the framed page's security headers (lib/gate/content-security-policy.ts).
 */
export const FRAME_HEADERS: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow',
};
