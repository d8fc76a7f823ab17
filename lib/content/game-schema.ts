import { z } from 'zod';
import { CURRENCY_CODES } from '@/lib/markets/currency';
import type { Game } from './types/games';
import type { ImageSet } from './types/shared';

// The catalogue's game as the platform API sends it (a lobby tile's worth: lib/content/types.ts `Game`), for the
// answers that carry one (last played games, favourites, recent games, winners). The checks at the end keep this
// schema and the `Game` type the content layer builds identical: neither can gain or change a field alone. It does
// not import the dataset's document schemas (./documents.ts): browser code that reads these answers stays small.

/** One picture at three densities (`ImageSet`); null where the content has none. */
export const imageSetSchema = z.object({
  url1x: z.string(),
  url2x: z.string(),
  url3x: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string().nullable(),
});

const tileSize = z.enum(['1x', '2xh', '2xv', '4x']);
const GAME_TYPES = [
  'slots',
  'bigWays',
  'tableGames',
  'instantWin',
  'videoPoker',
  'roulette',
  'blackjack',
  'baccarat',
  'gameShow',
  'poker',
  'dice',
  'horseRacing',
  'greyhoundRacing',
] as const;

export const gameSchema = z.object({
  id: z.string(),
  type: z.enum(['casino', 'liveCasino', 'virtualSports']),
  name: z.string(),
  slug: z.string(),
  provider: z.object({ id: z.string(), title: z.string(), restrictedCountries: z.array(z.string()) }),
  subProvider: z.object({ id: z.string(), title: z.string(), restrictedCountry: z.array(z.string()) }).nullable(),
  gameType: z.enum(GAME_TYPES),
  channels: z.array(z.enum(['desktop', 'tablet', 'mobile'])),
  betLimits: z.array(z.object({ min: z.number(), max: z.number(), currency: z.enum(CURRENCY_CODES) })),
  jackpotExist: z.boolean(),
  thumbnail: imageSetSchema.nullable(),
  verticalImage: imageSetSchema.nullable(),
  gridSizes: z.object({ desktop: tileSize, tablet: tileSize, mobile: tileSize }),
  seats: z.number().nullable(),
  seatsTaken: z.number().nullable(),
  restrictedCountries: z.array(z.string()),
  removeOverlay: z.boolean(),
});

/** Both ways assignable: the schema describes exactly the `Game` and `ImageSet` the content layer returns. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameGame: Same<z.output<typeof gameSchema>, Game> = true;
const sameImageSet: Same<z.output<typeof imageSetSchema>, ImageSet> = true;
void sameGame;
void sameImageSet;
