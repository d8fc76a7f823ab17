import type { Game } from '@/lib/content/types/games';
import type { ImageSet } from '@/lib/content/types/shared';
import { toTileGame } from '@/lib/lobby/tile';

const only2x = ({ url2x, width, height }: ImageSet) => ({ url2x, width, height });

const art = (name: string, width: number, height: number): ImageSet => ({
  url1x: `/img/${name}?w=${width}`,
  url2x: `/img/${name}?w=${width * 2}`,
  url3x: `/img/${name}?w=${width * 3}`,
  width,
  height,
  alt: null,
});

const square = art('square', 200, 200);
const tall = art('tall', 200, 400);

const game: Game = {
  id: 'casino-otter-scratch',
  type: 'casino',
  name: 'Otter Scratch',
  slug: 'otter-scratch',
  provider: { id: 'netent', title: 'NetEnt', restrictedCountries: ['US'] },
  subProvider: null,
  gameType: 'slots',
  channels: ['desktop', 'mobile'],
  betLimits: [{ min: 10, max: 10_000, currency: 'EUR' }],
  jackpotExist: false,
  thumbnail: square,
  verticalImage: tall,
  gridSizes: { desktop: '1x', tablet: '1x', mobile: '1x' },
  seats: null,
  seatsTaken: null,
  restrictedCountries: ['CA'],
  removeOverlay: false,
} as Game;

describe('toTileGame', () => {
  it('keeps only what a tile shows, without keys for badges the game lacks', () => {
    expect(toTileGame(game, '1x')).toEqual({
      id: 'casino-otter-scratch',
      slug: 'otter-scratch',
      name: 'Otter Scratch',
      provider: 'NetEnt',
      type: 'casino',
      // One URL and the size: the tile derives the 1x and 3x URLs (lib/content/rules/image-density).
      image: only2x(square),
    });
    // Absent, not undefined: an undefined prop would still be spelled out in the page's payload.
    expect(Object.keys(toTileGame(game, '1x'))).not.toEqual(expect.arrayContaining(['jackpot']));
    expect(Object.keys(toTileGame(game, '1x'))).not.toEqual(expect.arrayContaining(['seats']));
  });

  it('picks the tall art for a 2xv tile, the square thumbnail for every other shape', () => {
    expect(toTileGame(game, '2xv').image).toEqual(only2x(tall));
    for (const size of ['1x', '2xh', '4x'] as const) expect(toTileGame(game, size).image).toEqual(only2x(square));
  });

  it('falls back to the square thumbnail for a 2xv tile when the game has no tall art, and to none without art', () => {
    expect(toTileGame({ ...game, verticalImage: null }, '2xv').image).toEqual(only2x(square));
    expect(toTileGame({ ...game, verticalImage: null, thumbnail: null }, '2xv').image).toBeNull();
  });

  it('gives a jackpot game its formatted value, or true when the value is not known', () => {
    const jackpotGame = { ...game, jackpotExist: true };
    expect(toTileGame(jackpotGame, '1x', { jackpot: '€1,234,567.89' }).jackpot).toBe('€1,234,567.89');
    expect(toTileGame(jackpotGame, '1x').jackpot).toBe(true);
    // A value for a game without a jackpot is not shown.
    expect(toTileGame(game, '1x', { jackpot: '€5.00' })).not.toHaveProperty('jackpot');
  });

  it('carries the seats text when there is one', () => {
    expect(toTileGame(game, '1x', { seats: '3 seats left' }).seats).toBe('3 seats left');
    expect(toTileGame(game, '1x', { seats: '' })).not.toHaveProperty('seats');
  });
});
