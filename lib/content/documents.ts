import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments/methods';
import { CURRENCY_CODES } from '../markets/currency';
import { LANGUAGE_CODES, type LanguageCode } from '../markets/languages';
import { MARKET_CODES } from '../markets/markets';

/**
 * Raw documents of the content service (spec §3, §7) exactly as Sanity's NDJSON export holds them: the
 * generated `content/dataset.ndjson` and a real dataset both parse with these schemas. Money is in integer
 * minor units, RTP in basis points (9612 = 96.12 %), dates are ISO strings. Objects are not strict so a
 * real dataset with extra Studio fields still parses. Field names are stable: the GROQ layer depends on them.
 */

// ---------- primitives ----------

export const TILE_SIZES = ['1x', '2xh', '2xv', '4x'] as const;
export type TileSize = (typeof TILE_SIZES)[number];

export const GAME_CHANNELS = ['desktop', 'mobile', 'tablet'] as const;
export type GameChannel = (typeof GAME_CHANNELS)[number];

export const marketCodeSchema = z.enum(MARKET_CODES);
export const currencyCodeSchema = z.enum(CURRENCY_CODES);
const minorUnits = z.number().int().nonnegative();
const key = z.string().min(1);

const systemFields = {
  _id: z.string().min(1),
  _createdAt: z.iso.datetime(),
  _updatedAt: z.iso.datetime(),
  _rev: z.string().min(1),
};

/** `{ en, fi?, de?, … }` keyed by the site's language codes; English is required and is the fallback. */
export const localizedStringSchema = z.object({
  _type: z.literal('localeString').optional(),
  en: z.string().min(1),
  ...Object.fromEntries(LANGUAGE_CODES.filter((l) => l !== 'en').map((l) => [l, z.string().min(1).optional()])),
}) as z.ZodType<LocalizedString>;
export type LocalizedString = { _type?: 'localeString'; en: string } & Partial<Record<Exclude<LanguageCode, 'en'>, string>>;

export const slugSchema = z.object({ _type: z.literal('slug'), current: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });

/** A reference; inside arrays Sanity adds `_key`. */
export const referenceSchema = z.object({ _key: key.optional(), _type: z.literal('reference'), _ref: z.string().min(1) });
export type Reference = z.infer<typeof referenceSchema>;
const references = z.array(referenceSchema.extend({ _key: key }));

/** `image-<sha1>-<w>x<h>-<ext>`; the file lives at public/content/images/<sha1>-<w>x<h>.<ext>. */
export const IMAGE_ASSET_REF = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(svg|png|jpg|webp)$/;
export const imageSchema = z.object({
  _type: z.literal('image'),
  asset: z.object({ _type: z.literal('reference'), _ref: z.string().regex(IMAGE_ASSET_REF) }),
  alt: z.string().optional(),
});
export type SanityImage = z.infer<typeof imageSchema>;

/** Portable text: blocks of spans with optional link marks and list items. */
export const portableTextBlockSchema = z.object({
  _type: z.literal('block'),
  _key: key,
  style: z.enum(['normal', 'h2', 'h3', 'h4', 'blockquote']),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().positive().optional(),
  markDefs: z.array(z.object({ _key: key, _type: z.literal('link'), href: z.string().min(1) })),
  children: z.array(
    z.object({ _type: z.literal('span'), _key: key, text: z.string(), marks: z.array(z.string()) }),
  ),
});
export type PortableTextBlock = z.infer<typeof portableTextBlockSchema>;
const blocks = z.array(portableTextBlockSchema).min(1);

/** Portable text per language; English required. */
export const localizedBlocksSchema = z.object({
  _type: z.literal('localeBlockContent').optional(),
  en: blocks,
  ...Object.fromEntries(LANGUAGE_CODES.filter((l) => l !== 'en').map((l) => [l, blocks.optional()])),
}) as z.ZodType<LocalizedBlocks>;
export type LocalizedBlocks = { _type?: 'localeBlockContent'; en: PortableTextBlock[] } & Partial<
  Record<Exclude<LanguageCode, 'en'>, PortableTextBlock[]>
>;

// ---------- audience (spec §5) ----------

export const AUTHORIZED_OPTIONS = ['authorized', 'not-authorized', 'both'] as const;
export const AUDIENCE_OPTIONS = ['NO_LIMIT', 'GROUP', 'PLAYER_IDS'] as const;
export const AUDIENCE_GROUPS = ['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'] as const;

export const targetAudienceSchema = z.object({
  option: z.enum(AUDIENCE_OPTIONS),
  groups: z.array(z.enum(AUDIENCE_GROUPS)),
  playerIds: z.array(z.number().int().positive()),
});
export type TargetAudience = z.infer<typeof targetAudienceSchema>;

const audienceFields = {
  authorized: z.enum(AUTHORIZED_OPTIONS),
  targetAudience: targetAudienceSchema,
  /** Markets where the item shows; empty means every market. */
  markets: z.array(marketCodeSchema),
};

// ---------- games, providers, categories ----------

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
  /** Countries whose traffic the provider wants proxied (spec §7). */
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

// ---------- banners, content boxes, promotions ----------

export const PLACEMENTS = ['home', 'casino', 'liveCasino', 'sportsbook', 'promotions'] as const;

export const bannerSchema = z.object({
  _type: z.literal('banner'),
  ...systemFields,
  title: localizedStringSchema,
  description: localizedStringSchema,
  /** Button label; the button goes to urlAction. */
  button: localizedStringSchema,
  /** Site path after the locale segment (`/promotions/…`) or an absolute URL. */
  urlAction: z.string().min(1),
  images: z.object({ desktop: imageSchema, mobile: imageSchema }),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime().optional(),
  placements: z.array(z.enum(PLACEMENTS)).min(1),
  order: z.number().int(),
  ...audienceFields,
});
export type BannerDocument = z.infer<typeof bannerSchema>;

export const contentBoxSchema = z.object({
  _type: z.literal('contentBox'),
  ...systemFields,
  title: localizedStringSchema,
  text: localizedStringSchema,
  button: localizedStringSchema.optional(),
  urlAction: z.string().min(1).optional(),
  image: imageSchema.optional(),
  placements: z.array(z.enum(PLACEMENTS)).min(1),
  order: z.number().int(),
  ...audienceFields,
});
export type ContentBoxDocument = z.infer<typeof contentBoxSchema>;

export const promotionCategorySchema = z.object({
  _type: z.literal('promotionCategory'),
  ...systemFields,
  title: localizedStringSchema,
  slug: slugSchema,
  order: z.number().int(),
});
export type PromotionCategoryDocument = z.infer<typeof promotionCategorySchema>;

export const promotionTagSchema = z.object({
  _type: z.literal('promotionTag'),
  ...systemFields,
  title: localizedStringSchema,
  slug: slugSchema,
});
export type PromotionTagDocument = z.infer<typeof promotionTagSchema>;

export const promotionSchema = z.object({
  _type: z.literal('promotion'),
  ...systemFields,
  title: localizedStringSchema,
  slug: slugSchema,
  category: referenceSchema,
  tags: references,
  summary: localizedStringSchema,
  body: localizedBlocksSchema,
  image: imageSchema,
  terms: localizedBlocksSchema,
  /** Code a player types on /my-account/bonus-code, when the offer needs one. */
  bonusCode: z.string().regex(/^[A-Z0-9]+$/).optional(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime().optional(),
  order: z.number().int(),
  ...audienceFields,
});
export type PromotionDocument = z.infer<typeof promotionSchema>;

// ---------- pages ----------

export const STATIC_PAGE_SLUGS = [
  'terms',
  'cookie-policy',
  'age-restrictions',
  'bonus-terms',
  'casino-rules',
  'responsible-gambling',
  'contact-live-chat',
  'help-centre',
  'payment-methods',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export const staticPageSchema = z.object({
  _type: z.literal('staticPage'),
  ...systemFields,
  slug: slugSchema.extend({ current: z.enum(STATIC_PAGE_SLUGS) }),
  title: localizedStringSchema,
  body: localizedBlocksSchema,
  updatedAt: z.iso.date(),
  /** Terms only: the version a player accepts (matches termsVersion.version). */
  version: z.number().int().positive().optional(),
});
export type StaticPageDocument = z.infer<typeof staticPageSchema>;

export const landingPageSchema = z.object({
  _type: z.literal('landingPage'),
  ...systemFields,
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: localizedStringSchema,
  /** Trusted, operator-authored HTML (sanitised again before render). */
  html: z.string().min(1),
  markets: z.array(marketCodeSchema),
});
export type LandingPageDocument = z.infer<typeof landingPageSchema>;

export const vipPageSchema = z.object({
  _type: z.literal('vipPage'),
  ...systemFields,
  title: localizedStringSchema,
  intro: localizedStringSchema,
  body: localizedBlocksSchema,
  image: imageSchema,
  tiers: z.array(
    z.object({ _key: key, name: localizedStringSchema, pointsRequired: z.number().int().nonnegative(), perks: localizedStringSchema }),
  ),
});
export type VipPageDocument = z.infer<typeof vipPageSchema>;

export const termsVersionSchema = z.object({
  _type: z.literal('termsVersion'),
  ...systemFields,
  version: z.number().int().positive(),
  effectiveDate: z.iso.date(),
  summary: localizedStringSchema,
  page: referenceSchema,
});
export type TermsVersionDocument = z.infer<typeof termsVersionSchema>;

// ---------- payments, markets, regulation ----------

/** The spec's payment-method list, under the name the Studio schemas use. */
export const PAYMENT_METHOD_TYPES = PAYMENT_METHODS;

export const paymentMethodSchema = z.object({
  _type: z.literal('paymentMethod'),
  ...systemFields,
  type: z.enum(PAYMENT_METHOD_TYPES),
  title: z.string().min(1),
  image: imageSchema,
  processTime: localizedStringSchema,
  deposit: z.boolean(),
  withdrawal: z.boolean(),
  /** Minimum and maximum per transaction, per currency, in minor units. */
  limits: z.array(z.object({ _key: key, currency: currencyCodeSchema, min: minorUnits, max: minorUnits })).min(1),
  markets: z.array(marketCodeSchema),
  order: z.number().int(),
});
export type PaymentMethodDocument = z.infer<typeof paymentMethodSchema>;

export const regulationLogoSchema = z.object({
  _type: z.literal('regulationLogo'),
  ...systemFields,
  /** Matches lib/brand.ts regulator ids: island, nordic, harbour; ageLimit and helpline marks too. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  monogram: z.string().min(1).max(4),
  image: imageSchema,
  url: z.string().min(1),
});
export type RegulationLogoDocument = z.infer<typeof regulationLogoSchema>;

export const marketSchema = z.object({
  _type: z.literal('market'),
  ...systemFields,
  code: marketCodeSchema,
  licences: z.array(z.object({ _key: key, regulator: z.string().min(1), number: z.string().min(1), logo: referenceSchema })),
  vipPage: referenceSchema.optional(),
  pnpBanner: z
    .object({ title: localizedStringSchema, description: localizedStringSchema, button: localizedStringSchema, image: imageSchema })
    .optional(),
  footerTermsAndConditions: z.boolean(),
  footerContent: z.boolean(),
  footerLicenseLogos: z.boolean(),
});
export type MarketDocument = z.infer<typeof marketSchema>;

/** Asset record behind an image reference; `url` is the local public path of the generated file. */
export const imageAssetSchema = z.object({
  _type: z.literal('sanity.imageAsset'),
  ...systemFields,
  _id: z.string().regex(IMAGE_ASSET_REF),
  assetId: z.string().regex(/^[0-9a-f]{40}$/),
  sha1hash: z.string().regex(/^[0-9a-f]{40}$/),
  extension: z.enum(['svg', 'png', 'jpg', 'webp']),
  mimeType: z.string().min(1),
  originalFilename: z.string().min(1),
  path: z.string().min(1),
  url: z.string().min(1),
  size: z.number().int().positive(),
  metadata: z.object({
    dimensions: z.object({ width: z.number().int().positive(), height: z.number().int().positive(), aspectRatio: z.number() }),
  }),
});
export type ImageAssetDocument = z.infer<typeof imageAssetSchema>;

// ---------- the union ----------

export const contentDocumentSchema = z.discriminatedUnion('_type', [
  casinoGameSchema,
  liveCasinoGameSchema,
  virtualSportsGameSchema,
  gameProviderSchema,
  subProviderSchema,
  casinoGameCategorySchema,
  liveCasinoGameCategorySchema,
  virtualSportsGameCategorySchema,
  casinoSettingsSchema,
  liveCasinoSettingsSchema,
  virtualSportsSettingsSchema,
  bannerSchema,
  contentBoxSchema,
  promotionSchema,
  promotionCategorySchema,
  promotionTagSchema,
  staticPageSchema,
  landingPageSchema,
  vipPageSchema,
  termsVersionSchema,
  paymentMethodSchema,
  regulationLogoSchema,
  marketSchema,
  imageAssetSchema,
]);
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
export type ContentDocumentType = ContentDocument['_type'];
export type DocumentOfType<T extends ContentDocumentType> = Extract<ContentDocument, { _type: T }>;

/** `image-<hash>-<w>x<h>-svg` → `<hash>-<w>x<h>.svg` (the file name under public/content/images). */
export function imageFileName(assetRef: string): string {
  const match = IMAGE_ASSET_REF.exec(assetRef);
  if (!match) throw new Error(`not an image asset reference: ${assetRef}`);
  return `${match[1]}-${match[2]}x${match[3]}.${match[4]}`;
}
