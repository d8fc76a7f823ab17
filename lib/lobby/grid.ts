import type { CategoryGrid } from '@/lib/content/types/categories';
import type { DeviceType, Game, TileSize } from '@/lib/content/types/games';

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

/** Smaller sizes to try, in order, when a tile does not fit where it would go. */
const FALLBACKS: Readonly<Record<TileSize, readonly TileSize[]>> = {
  '4x': ['4x', '2xh', '2xv', '1x'],
  '2xh': ['2xh', '1x'],
  '2xv': ['2xv', '1x'],
  '1x': ['1x'],
};

/** First free position (row-major, from the top: CSS `grid-auto-flow: dense`) for a span, or null. */
function firstFit(taken: boolean[][], span: TileSpan, columns: number, rows: number): boolean {
  for (let row = 0; row + span.rows <= rows; row += 1) {
    for (let column = 0; column + span.columns <= columns; column += 1) {
      let free = true;
      for (let r = row; r < row + span.rows && free; r += 1) for (let c = column; c < column + span.columns && free; c += 1) free = !taken[r][c];
      if (!free) continue;
      for (let r = row; r < row + span.rows; r += 1) for (let c = column; c < column + span.columns; c += 1) taken[r][c] = true;
      return true;
    }
  }
  return false;
}

/**
 * Lays games on a grid of `columns`, sizes fitted. With `rows` set (a lobby strip) it places tiles as CSS dense
 * auto-placement will, shrinking a tile that would hang below the last row and stopping when the strip is
 * full, so a strip never grows a ragged extra row.
 */
export function layoutTiles<G extends Pick<Game, 'id' | 'gridSizes'>>(
  games: readonly G[],
  grid: CategoryGrid | null,
  device: DeviceType,
  options: { columns: number; rows: number | null; uniform?: boolean },
): PlacedTile<G>[] {
  const { columns, rows } = options;
  // Search results are a plain list: equal tiles read better than editorial sizes out of context.
  if (options.uniform) return games.map((game) => ({ game, size: '1x' }));
  if (rows === null) return games.map((game) => ({ game, size: fitTileSize(tileSizeFor(game, grid, device), columns, null) }));
  const taken = Array.from({ length: rows }, () => Array<boolean>(columns).fill(false));
  const placed: PlacedTile<G>[] = [];
  for (const game of games) {
    const wanted = fitTileSize(tileSizeFor(game, grid, device), columns, rows);
    const size = FALLBACKS[wanted].find((candidate) => firstFit(taken, SPANS[candidate], columns, rows));
    if (!size) break;
    placed.push({ game, size });
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
