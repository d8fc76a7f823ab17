import type { CategoryGrid, DeviceType, Game, TileSize } from '@/lib/content/types';

export interface TileSpan {
  columns: 1 | 2;
  rows: 1 | 2;
}

const SPANS: Readonly<Record<TileSize, TileSpan>> = {
  '1x': { columns: 1, rows: 1 },
  '2xh': { columns: 2, rows: 1 },
  '2xv': { columns: 1, rows: 2 },
  '4x': { columns: 2, rows: 2 },
};

export function tileSpan(size: TileSize): TileSpan {
  return SPANS[size];
}

/** The category grid names a game's size; otherwise the game's own size for the device; otherwise 1x. */
export function tileSizeFor(game: Pick<Game, 'id' | 'gridSizes'>, grid: CategoryGrid | null, device: DeviceType): TileSize {
  return grid?.tiles.find((tile) => tile.gameId === game.id)?.size ?? game.gridSizes?.[device] ?? '1x';
}

/** Shrinks a size that cannot fit the grid (a one-row strip, a one-column phone grid) to the nearest that does. */
export function fitTileSize(size: TileSize, columns: number, rows: number | null): TileSize {
  const span = SPANS[size];
  const wide = span.columns === 2 && columns >= 2;
  const tall = span.rows === 2 && (rows === null || rows >= 2);
  if (wide && tall) return '4x';
  if (wide) return '2xh';
  if (tall) return '2xv';
  return '1x';
}

export interface PlacedTile<G> {
  game: G;
  size: TileSize;
}

/**
 * Lays games on a grid of `columns`: sizes fitted, and with `rows` set (a lobby strip) only as many games as
 * fill rows × columns cells, so a strip never wraps into a ragged extra row.
 */
export function layoutTiles<G extends Pick<Game, 'id' | 'gridSizes'>>(games: readonly G[], grid: CategoryGrid | null, device: DeviceType, options: { columns: number; rows: number | null }): PlacedTile<G>[] {
  const capacity = options.rows === null ? Infinity : options.rows * options.columns;
  const placed: PlacedTile<G>[] = [];
  let used = 0;
  for (const game of games) {
    const size = fitTileSize(tileSizeFor(game, grid, device), options.columns, options.rows);
    const span = SPANS[size];
    const cells = span.columns * span.rows;
    if (used + cells > capacity) {
      if (used + 1 > capacity) break;
      placed.push({ game, size: '1x' });
      used += 1;
      continue;
    }
    placed.push({ game, size });
    used += cells;
  }
  return placed;
}

/** Columns of a category grid, kept within what the tile classes support. */
export function gridColumns(grid: CategoryGrid | null, device: DeviceType): number {
  const fallback = device === 'mobile' ? 2 : device === 'tablet' ? 4 : 6;
  const columns = grid?.columns ?? fallback;
  return Math.min(8, Math.max(1, Math.round(columns)));
}

/** A lobby strip shows at most two rows of a category's grid; the category page shows the rest. */
export const LOBBY_STRIP_MAX_ROWS = 2;

export function stripRows(grid: CategoryGrid | null): number {
  return Math.min(LOBBY_STRIP_MAX_ROWS, Math.max(1, Math.round(grid?.rows ?? 1)));
}
