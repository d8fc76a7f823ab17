import type { DeviceType, LobbyType } from '@/lib/content/types/games';

/** Spec games-wallet-bonuses §2: casino 15 on mobile and 30 on desktop; live casino 30 and 60. Tablets get the desktop size. */
export function pageSize(type: LobbyType, device: DeviceType): number {
  const mobile = device === 'mobile';
  if (type === 'liveCasino') return mobile ? 30 : 60;
  return mobile ? 15 : 30;
}

/**
 * Games in a phone's lobby strip: the strip scrolls sideways, two and a half tiles in view, and "Show all"
 * opens the category's page (15 or 30 a page, above). Ten is four swipes; a full page per strip would put
 * 110 tiles on a phone's lobby, most never scrolled to, and make its HTML four times the desktop lobby's
 * (docs/decisions.md, docs/benchmarks.md).
 */
export const MOBILE_STRIP_SIZE = 10;

/** "Show more" pages are cumulative and bounded, so a crafted URL cannot ask for the whole catalogue at once. */
export const MAX_PAGE = 10;

/** `?page=` from a URL: a whole number from 1 to MAX_PAGE; anything else is page 1 (larger ones are clamped). */
export function parsePage(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

export interface PageChunk {
  offset: number;
  limit: number;
}

/**
 * Page N shows pages 1…N, read as N chunks of one page size: each chunk is its own cached content read, shared
 * by every URL that needs it, and none exceeds the content layer's 100-item cap.
 */
export function pageChunks(page: number, size: number): PageChunk[] {
  return Array.from({ length: page }, (_, index) => ({ offset: index * size, limit: size }));
}

/** The next page for "show more", or null on the last page or at the cap. */
export function nextPage(page: number, hasMore: boolean): number | null {
  return hasMore && page < MAX_PAGE ? page + 1 : null;
}
