import { z } from 'zod';
import { imageSchema } from './images';
import { key, localizedBlocksSchema, localizedStringSchema, marketCodeSchema, referenceSchema, slugSchema, systemFields } from './primitives';

// Static pages, campaign landing pages, the VIP page and the terms versions.

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
  tiers: z.array(z.object({ _key: key, name: localizedStringSchema, pointsRequired: z.number().int().nonnegative(), perks: localizedStringSchema })),
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
