import type { CategoryGrid } from '@/lib/content/types/categories';
import type { DeviceType, TileSize } from '@/lib/content/types/games';
import { fitTileSize, gridColumns, layoutTiles, stripRows, tileSizeFor, tileSpan } from '@/lib/lobby/grid';

const sizes = (desktop: TileSize = '1x', tablet: TileSize = '1x', mobile: TileSize = '1x'): Record<DeviceType, TileSize> => ({ desktop, tablet, mobile });
const game = (id: string, gridSizes = sizes()) => ({ id, gridSizes });
const grid = (columns: number, rows: number, tiles: CategoryGrid['tiles'] = []): CategoryGrid => ({ columns, rows, tiles });

describe('tileSpan', () => {
  it('maps the spec sizes to columns × rows', () => {
    expect(tileSpan('1x')).toEqual({ columns: 1, rows: 1 });
    expect(tileSpan('2xh')).toEqual({ columns: 2, rows: 1 });
    expect(tileSpan('2xv')).toEqual({ columns: 1, rows: 2 });
    expect(tileSpan('4x')).toEqual({ columns: 2, rows: 2 });
  });
});

describe('tileSizeFor', () => {
  it('prefers the size the category grid names for the game', () => {
    expect(tileSizeFor(game('a', sizes('4x')), grid(6, 2, [{ gameId: 'a', size: '2xv' }]), 'desktop')).toBe('2xv');
  });

  it('falls back to the game’s own size for the device, then 1x', () => {
    expect(tileSizeFor(game('a', sizes('4x', '2xh', '1x')), grid(6, 2), 'tablet')).toBe('2xh');
    expect(tileSizeFor(game('a', sizes('4x')), null, 'desktop')).toBe('4x');
    expect(tileSizeFor({ id: 'a', gridSizes: undefined as unknown as Record<DeviceType, TileSize> }, null, 'mobile')).toBe('1x');
  });
});

describe('fitTileSize', () => {
  it('keeps sizes that fit', () => {
    expect(fitTileSize('4x', 6, 5)).toBe('4x');
    expect(fitTileSize('2xv', 6, null)).toBe('2xv');
  });

  it('flattens tall tiles in a one-row strip and narrows wide tiles in one column', () => {
    expect(fitTileSize('4x', 6, 1)).toBe('2xh');
    expect(fitTileSize('2xv', 6, 1)).toBe('1x');
    expect(fitTileSize('2xh', 1, 3)).toBe('1x');
    expect(fitTileSize('4x', 1, 3)).toBe('2xv');
    expect(fitTileSize('4x', 1, 1)).toBe('1x');
  });
});

describe('layoutTiles', () => {
  const games = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => game(id));

  it('lays equal 1x tiles when asked (search results)', () => {
    const big = [game('a', sizes('4x')), game('b', sizes('2xv'))];
    expect(layoutTiles(big, null, 'desktop', { columns: 6, rows: null, uniform: true }).map((t) => t.size)).toEqual(['1x', '1x']);
  });

  it('lays every game on a category page (no row limit)', () => {
    expect(layoutTiles(games, grid(4, 1), 'desktop', { columns: 4, rows: null })).toHaveLength(8);
  });

  it('fills a strip to rows × columns cells and stops', () => {
    expect(layoutTiles(games, grid(3, 1), 'desktop', { columns: 3, rows: 2 }).map((t) => t.game.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('counts big tiles by their cells, and shrinks the last one that would overflow', () => {
    const g = grid(4, 1, [
      { gameId: 'a', size: '4x' },
      { gameId: 'b', size: '2xh' },
      { gameId: 'c', size: '2xh' },
    ]);
    // a 4x in a one-row strip becomes 2xh (2 cells), b takes 2: the strip of 4 is full before c.
    expect(layoutTiles(games, g, 'desktop', { columns: 4, rows: 1 })).toEqual([
      { game: games[0], size: '2xh' },
      { game: games[1], size: '2xh' },
    ]);
    const placed = layoutTiles(games, g, 'desktop', { columns: 4, rows: 2 });
    expect(placed.map((t) => t.size)).toEqual(['4x', '2xh', '2xh']);
    const shrunk = layoutTiles([game('x'), ...games], grid(4, 1, [{ gameId: 'a', size: '2xh' }]), 'desktop', { columns: 4, rows: 1 });
    expect(shrunk.map((t) => `${t.game.id}:${t.size}`)).toEqual(['x:1x', 'a:2xh', 'b:1x']);
    const last = layoutTiles([game('x'), game('y'), game('z'), ...games], grid(4, 1, [{ gameId: 'a', size: '2xh' }]), 'desktop', { columns: 4, rows: 1 });
    expect(last.map((t) => `${t.game.id}:${t.size}`)).toEqual(['x:1x', 'y:1x', 'z:1x', 'a:1x']);
  });
});

describe('layoutTiles places like CSS dense auto-placement', () => {
  it('shrinks a tall tile that would hang below the strip’s last row', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => game(id, id === 'f' ? sizes('2xv') : sizes()));
    expect(layoutTiles(items, grid(3, 2), 'desktop', { columns: 3, rows: 2 }).map((t) => `${t.game.id}:${t.size}`)).toEqual([
      'a:1x',
      'b:1x',
      'c:1x',
      'd:1x',
      'e:1x',
      'f:1x',
    ]);
  });

  it('keeps a tall tile that fits and packs the small ones around it', () => {
    const items = ['t', 'a', 'b', 'c', 'd', 'e'].map((id) => game(id, id === 't' ? sizes('2xv') : sizes()));
    expect(layoutTiles(items, grid(3, 2), 'desktop', { columns: 3, rows: 2 }).map((t) => `${t.game.id}:${t.size}`)).toEqual([
      't:2xv',
      'a:1x',
      'b:1x',
      'c:1x',
      'd:1x',
    ]);
  });

  it('lets a 4x tile fall back to a wide, then a tall, then a single tile', () => {
    const items = ['a', 'b', 'c', 'big'].map((id) => game(id, id === 'big' ? sizes('4x') : sizes()));
    // 4 columns × 2 rows: a, b, c fill row 1 but one cell; the 4x cannot fit, the 2xh fits row 2.
    expect(layoutTiles(items, grid(4, 2), 'desktop', { columns: 4, rows: 2 }).map((t) => t.size)).toEqual(['1x', '1x', '1x', '2xh']);
  });
});

describe('gridColumns and stripRows', () => {
  it('uses the grid’s columns within 1–8, else a default per device', () => {
    expect(gridColumns(grid(5, 1), 'desktop')).toBe(5);
    expect(gridColumns(grid(12, 1), 'desktop')).toBe(8);
    expect(gridColumns(grid(0, 1), 'mobile')).toBe(1);
    expect(gridColumns(null, 'desktop')).toBe(6);
    expect(gridColumns(null, 'tablet')).toBe(4);
    expect(gridColumns(null, 'mobile')).toBe(2);
  });

  it('keeps a lobby strip to at most two rows', () => {
    expect(stripRows(grid(6, 1))).toBe(1);
    expect(stripRows(grid(6, 5))).toBe(2);
    expect(stripRows(grid(6, 0))).toBe(1);
    expect(stripRows(null)).toBe(1);
  });
});
