/** Spec games-wallet-bonuses §9: lists default to 30 items; pages never ask for more than 100 at once. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

export interface PageWindow {
  offset: number;
  limit: number;
  /** Exclusive end of the slice: one past the page, so the extra row says whether more follow. */
  end: number;
}

/** Offsets and limits arrive from URLs: anything odd is clamped rather than refused. */
export function pageWindow(offset: number | undefined, limit: number | undefined): PageWindow {
  const safeOffset = Number.isFinite(offset) ? Math.max(0, Math.floor(offset as number)) : 0;
  const safeLimit = Number.isFinite(limit) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit as number))) : DEFAULT_PAGE_SIZE;
  return { offset: safeOffset, limit: safeLimit, end: safeOffset + safeLimit + 1 };
}
