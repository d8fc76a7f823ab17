import { z } from 'zod';
import { audienceFields } from './audience';
import { imageSchema } from './images';
import { localizedStringSchema, systemFields } from './primitives';

// Banners and content boxes, placed on the home page, the lobbies and the promotions page.

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
