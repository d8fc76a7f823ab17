import type { TileSize } from '@/lib/content/types/games';

// Full class strings so Tailwind finds them. Rows are square cells: (container width − gaps) / columns, so
// every tile's box is known before any image loads (no layout shift). Gap is gap-3 (12px).
export const GRID_COLUMNS: Readonly<Record<number, string>> = {
  1: 'grid-cols-1 auto-rows-[100cqw]',
  2: 'grid-cols-2 auto-rows-[calc((100cqw_-_12px)/2)]',
  3: 'grid-cols-3 auto-rows-[calc((100cqw_-_24px)/3)]',
  4: 'grid-cols-4 auto-rows-[calc((100cqw_-_36px)/4)]',
  5: 'grid-cols-5 auto-rows-[calc((100cqw_-_48px)/5)]',
  6: 'grid-cols-6 auto-rows-[calc((100cqw_-_60px)/6)]',
  7: 'grid-cols-7 auto-rows-[calc((100cqw_-_72px)/7)]',
  8: 'grid-cols-8 auto-rows-[calc((100cqw_-_84px)/8)]',
};

export const TILE_SPANS: Readonly<Record<TileSize, string>> = {
  '1x': '',
  '2xh': 'col-span-2',
  '2xv': 'row-span-2',
  '4x': 'col-span-2 row-span-2',
};

/** Rough CSS width of one column per device, for the srcset's `sizes`. */
export function tileSizes(size: TileSize, columns: number): string {
  const span = size === '2xh' || size === '4x' ? 2 : 1;
  const share = Math.round((100 * span) / columns);
  return `(min-width: 1440px) ${Math.round((1380 * span) / columns)}px, ${share}vw`;
}
