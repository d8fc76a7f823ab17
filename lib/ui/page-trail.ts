/**
 * The player's last two pages on this site in this tab (path and query), kept in sessionStorage by PageTrail:
 * a game's "Lobby" button returns to the page the player came from (components/game/lobby-return.ts).
 * Client-side navigations leave `document.referrer` as it was at the first load, so it cannot tell.
 */
export interface PageTrail {
  current: string | null;
  previous: string | null;
}

export const PAGE_TRAIL_KEY = 'lh:page-trail';
const EMPTY: PageTrail = { current: null, previous: null };

const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

/** The trail after visiting `url`: a new path moves the current page to previous; the same path (a reload, a
 * changed filter query) only updates the current page. */
export function advanceTrail(trail: PageTrail, url: string): PageTrail {
  if (trail.current !== null && pathOf(trail.current) === pathOf(url)) return { current: url, previous: trail.previous };
  return { current: url, previous: trail.current };
}

export function readTrail(storage: Pick<Storage, 'getItem'> | undefined): PageTrail {
  try {
    const parsed = JSON.parse(storage?.getItem(PAGE_TRAIL_KEY) ?? 'null') as Partial<PageTrail> | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    return { current: typeof parsed.current === 'string' ? parsed.current : null, previous: typeof parsed.previous === 'string' ? parsed.previous : null };
  } catch {
    return EMPTY;
  }
}

export function recordPage(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, url: string): void {
  try {
    storage?.setItem(PAGE_TRAIL_KEY, JSON.stringify(advanceTrail(readTrail(storage), url)));
  } catch {
    // Storage full or blocked: the Lobby button falls back to the game's lobby.
  }
}
