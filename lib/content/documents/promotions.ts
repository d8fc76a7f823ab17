import { z } from 'zod';
import { audienceFields } from './audience';
import { imageSchema } from './images';
import { localizedBlocksSchema, localizedStringSchema, referenceSchema, references, slugSchema, systemFields } from './primitives';

// Promotions with their categories and tags.

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
  bonusCode: z
    .string()
    .regex(/^[A-Z0-9]+$/)
    .optional(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime().optional(),
  order: z.number().int(),
  ...audienceFields,
});
export type PromotionDocument = z.infer<typeof promotionSchema>;
