import { z } from 'zod';
import { TILE_SIZES } from './games';
import { key, localizedStringSchema, referenceSchema, references, systemFields } from './primitives';

// Lobby categories (with their per-device grids) and the lobby settings that list them.

/** A tile that is not 1x; every other game in the category renders 1x. 2xh spans 2 columns, 2xv 2 rows, 4x both. */
export const gridTileSchema = z.object({ _key: key, game: referenceSchema, size: z.enum(TILE_SIZES) });
export const categoryGridSchema = z.object({
  columns: z.number().int().min(1).max(12),
  /** Rows shown before "show more" (grid) or rows of the horizontal scroller (carousel). */
  rows: z.number().int().min(1).max(30),
  tiles: z.array(gridTileSchema),
});
export type CategoryGrid = z.infer<typeof categoryGridSchema>;

export const WIDGET_TYPES = ['carousel', 'grid', 'featured', 'jackpot'] as const;

const categoryFields = {
  ...systemFields,
  /** Used in the category link: /online-casino/{id}, /live-casino-online/{id}, /virtuals/{id}. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  label: localizedStringSchema,
  visibleInMenu: z.boolean(),
  visibleInLobby: z.boolean(),
  /** Inline SVG markup, 24x24 viewBox, currentColor. */
  iconSvg: z.string().startsWith('<svg'),
  url: z.string().startsWith('/'),
  order: z.number().int(),
  games: references,
  desktop: categoryGridSchema,
  tablet: categoryGridSchema,
  mobile: categoryGridSchema,
  widgetType: z.enum(WIDGET_TYPES),
};

export const casinoGameCategorySchema = z.object({ _type: z.literal('casinoGameCategory'), ...categoryFields });
export const liveCasinoGameCategorySchema = z.object({ _type: z.literal('liveCasinoGameCategory'), ...categoryFields });
export const virtualSportsGameCategorySchema = z.object({ _type: z.literal('virtualSportsGameCategory'), ...categoryFields });
export type CasinoGameCategoryDocument = z.infer<typeof casinoGameCategorySchema>;
export type LiveCasinoGameCategoryDocument = z.infer<typeof liveCasinoGameCategorySchema>;

const settingsFields = {
  ...systemFields,
  categories: references,
  availableProviders: references,
  exclusionSubProviders: references,
  availableSubProviders: references,
};
export const casinoSettingsSchema = z.object({ _type: z.literal('casinoSettings'), ...settingsFields });
export const liveCasinoSettingsSchema = z.object({ _type: z.literal('liveCasinoSettings'), ...settingsFields });
export const virtualSportsSettingsSchema = z.object({ _type: z.literal('virtualSportsSettings'), ...settingsFields });
export type CasinoSettingsDocument = z.infer<typeof casinoSettingsSchema>;
export type LiveCasinoSettingsDocument = z.infer<typeof liveCasinoSettingsSchema>;
