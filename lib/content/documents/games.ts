import { z } from 'zod';
import { imageSchema } from './images';
import { currencyCodeSchema, key, localizedStringSchema, marketCodeSchema, minorUnits, referenceSchema, slugSchema, systemFields } from './primitives';

// Games of the three lobbies, their providers and sub-providers.

export const TILE_SIZES = ['1x', '2xh', '2xv', '4x'] as const;
export type TileSize = (typeof TILE_SIZES)[number];

export const GAME_CHANNELS = ['desktop', 'mobile', 'tablet'] as const;
export type GameChannel = (typeof GAME_CHANNELS)[number];

export const CASINO_GAME_TYPES = ['slots', 'bigWays', 'tableGames', 'instantWin', 'videoPoker'] as const;
export const LIVE_GAME_TYPES = ['roulette', 'blackjack', 'baccarat', 'gameShow', 'poker', 'dice'] as const;
export const VIRTUAL_GAME_TYPES = ['horseRacing', 'greyhoundRacing'] as const;
export const VOLATILITIES = ['low', 'medium', 'high', 'veryHigh'] as const;

export const betLimitSchema = z.object({ _key: key, min: minorUnits, max: minorUnits, currency: currencyCodeSchema });
export type BetLimit = z.infer<typeof betLimitSchema>;

const gameFields = {
  ...systemFields,
  name: z.string().min(1),
  gameSlug: slugSchema,
  /** The provider's own game code (pragmatic symbol, pariplay GameCode, softswiss identifier…). */
  providerGameId: z.string().min(1),
  provider: referenceSchema,
  subProvider: referenceSchema.optional(),
  channels: z.array(z.enum(GAME_CHANNELS)).min(1),
  betLimits: z.array(betLimitSchema),
  jackpotExist: z.boolean(),
  /** Demo jackpot starting value in EUR minor units; present only when jackpotExist. */
  jackpotSeed: minorUnits.optional(),
  /** Square art for 1x/2xh/4x tiles (400x400). */
  thumbnail: imageSchema,
  /** Tall art for 2xv tiles (400x800). */
  verticalImage: imageSchema,
  /** Default tile size per device when a category grid does not say otherwise. */
  gridSizes: z.object({ desktop: z.enum(TILE_SIZES), tablet: z.enum(TILE_SIZES), mobile: z.enum(TILE_SIZES) }).optional(),
  rtp: z.number().int().min(7000).max(10000),
  volatility: z.enum(VOLATILITIES),
  description: localizedStringSchema.optional(),
  releasedAt: z.iso.date(),
  removeOverlay: z.boolean(),
  /** Markets where this one game is hidden, on top of its provider's and sub-provider's lists. */
  restrictedCountries: z.array(marketCodeSchema),
};

export const casinoGameSchema = z.object({
  _type: z.literal('casinoGames'),
  ...gameFields,
  gameType: z.enum(CASINO_GAME_TYPES),
});
export type CasinoGameDocument = z.infer<typeof casinoGameSchema>;

export const liveCasinoGameSchema = z.object({
  _type: z.literal('liveCasinoGames'),
  ...gameFields,
  gameType: z.enum(LIVE_GAME_TYPES),
  tableId: z.string().min(1),
  /** Seats at the table (blackjack); seatsTaken is live data merged at runtime, never content. */
  seats: z.number().int().positive().optional(),
});
export type LiveCasinoGameDocument = z.infer<typeof liveCasinoGameSchema>;

/** Virtual sports: races run on demand by the provider's random number generator (the /virtuals lobby). */
export const virtualSportsGameSchema = z.object({
  _type: z.literal('virtualSportsGames'),
  ...gameFields,
  gameType: z.enum(VIRTUAL_GAME_TYPES),
});
export type VirtualSportsGameDocument = z.infer<typeof virtualSportsGameSchema>;
export type GameDocument = CasinoGameDocument | LiveCasinoGameDocument | VirtualSportsGameDocument;

export const gameProviderSchema = z.object({
  _type: z.literal('gameProvider'),
  ...systemFields,
  /** Route and launch id: evolution, relax, playngo, … */
  id: z.string().regex(/^[a-z0-9]+$/),
  title: z.string().min(1),
  isAggregators: z.boolean(),
  /** A neutral generated text mark, never the provider's real logo. */
  providerImgUrl: z.string().optional(),
  /** The lobbies it supplies: `both` is casino and live casino; `virtualSports` the /virtuals lobby. */
  type: z.enum(['casino', 'liveCasino', 'both', 'virtualSports']),
  restrictedCountries: z.array(marketCodeSchema),
  /** Countries whose traffic the provider wants proxied (spec games-wallet-bonuses §7). */
  proxyCountries: z.array(z.string().length(2)),
  removeOverlay: z.boolean(),
  order: z.number().int(),
});
export type GameProviderDocument = z.infer<typeof gameProviderSchema>;

/** `_id` is `subProvider-<providerId>`: the part after the dash is the id the lobby filters by. */
export const subProviderSchema = z.object({
  _type: z.literal('subProvider'),
  ...systemFields,
  _id: z.string().regex(/^subProvider-[a-z0-9]+$/),
  title: z.string().min(1),
  providerImgUrl: z.string().optional(),
  /** The aggregator (or studio provider) that distributes it. */
  provider: referenceSchema.optional(),
  restrictedCountry: z.array(marketCodeSchema),
});
export type SubProviderDocument = z.infer<typeof subProviderSchema>;
