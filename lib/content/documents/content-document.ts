import { z } from 'zod';
import { bannerSchema, contentBoxSchema } from './banners';
import {
  casinoGameCategorySchema,
  casinoSettingsSchema,
  liveCasinoGameCategorySchema,
  liveCasinoSettingsSchema,
  virtualSportsGameCategorySchema,
  virtualSportsSettingsSchema,
} from './categories';
import { casinoGameSchema, gameProviderSchema, liveCasinoGameSchema, subProviderSchema, virtualSportsGameSchema } from './games';
import { imageAssetSchema } from './images';
import { landingPageSchema, staticPageSchema, termsVersionSchema, vipPageSchema } from './pages';
import { marketSchema, paymentMethodSchema, regulationLogoSchema } from './payments-and-markets';
import { promotionCategorySchema, promotionSchema, promotionTagSchema } from './promotions';

/**
 * Raw documents of the content service (spec games-wallet-bonuses §3, §7) exactly as Sanity's NDJSON export holds them: the
 * generated `content/dataset.ndjson` and a real dataset both parse with these schemas. Money is in integer
 * minor units, RTP in basis points (9612 = 96.12 %), dates are ISO strings. Objects are not strict so a
 * real dataset with extra Studio fields still parses. Field names are stable: the GROQ layer depends on them.
 */

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
