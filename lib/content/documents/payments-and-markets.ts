import { z } from 'zod';
import { PAYMENT_METHODS } from '@/lib/payments/methods';
import { imageSchema } from './images';
import { currencyCodeSchema, key, localizedStringSchema, marketCodeSchema, minorUnits, referenceSchema, systemFields } from './primitives';

// Payment methods, regulators' logos and the per-market content record.

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
  pnpBanner: z.object({ title: localizedStringSchema, description: localizedStringSchema, button: localizedStringSchema, image: imageSchema }).optional(),
  footerTermsAndConditions: z.boolean(),
  footerContent: z.boolean(),
  footerLicenseLogos: z.boolean(),
});
export type MarketDocument = z.infer<typeof marketSchema>;
