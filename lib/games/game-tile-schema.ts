import { z } from 'zod';
import { CASINO_GAME_TYPES, GAME_CHANNELS, LIVE_GAME_TYPES, TILE_SIZES, VIRTUAL_GAME_TYPES, currencyCodeSchema } from '@/lib/content/documents';
import type { Game } from '@/lib/content/types';
import { LOBBY_PAGE_TYPES } from './lobby-page-type';

// A catalogue game as the platform API sends it inside my-games answers: the content layer's lobby tile
// (lib/content/types `Game`, built by server/content/adapter/game.ts). The `satisfies` keeps the two in step:
// a field added to one and not the other fails the type check.

const imageSetSchema = z.object({ url1x: z.string(), url2x: z.string(), url3x: z.string(), width: z.number(), height: z.number(), alt: z.string().nullable() });
const tileSize = z.enum(TILE_SIZES);

export const gameTileSchema = z.object({
  id: z.string(),
  type: z.enum(LOBBY_PAGE_TYPES),
  name: z.string(),
  slug: z.string(),
  provider: z.object({ id: z.string(), title: z.string(), restrictedCountries: z.array(z.string()) }),
  subProvider: z.object({ id: z.string(), title: z.string(), restrictedCountry: z.array(z.string()) }).nullable(),
  gameType: z.enum([...CASINO_GAME_TYPES, ...LIVE_GAME_TYPES, ...VIRTUAL_GAME_TYPES]),
  channels: z.array(z.enum(GAME_CHANNELS)),
  /** Minor units. */
  betLimits: z.array(z.object({ min: z.number(), max: z.number(), currency: currencyCodeSchema })),
  jackpotExist: z.boolean(),
  thumbnail: imageSetSchema.nullable(),
  verticalImage: imageSetSchema.nullable(),
  gridSizes: z.object({ desktop: tileSize, tablet: tileSize, mobile: tileSize }),
  seats: z.number().nullable(),
  seatsTaken: z.number().nullable(),
  restrictedCountries: z.array(z.string()),
  removeOverlay: z.boolean(),
}) satisfies z.ZodType<Game, Game>;
