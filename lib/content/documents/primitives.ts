import { z } from 'zod';
import { CURRENCY_CODES } from '@/lib/markets/currency';
import { LANGUAGE_CODES, type LanguageCode } from '@/lib/markets/languages';
import { MARKET_CODES } from '@/lib/markets/markets';

// Building blocks every content document uses: system fields, localized text, slugs, references, portable text.

export const marketCodeSchema = z.enum(MARKET_CODES);
export const currencyCodeSchema = z.enum(CURRENCY_CODES);
export const minorUnits = z.number().int().nonnegative();
export const key = z.string().min(1);

export const systemFields = {
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
export const references = z.array(referenceSchema.extend({ _key: key }));

/** Portable text: blocks of spans with optional link marks and list items. */
export const portableTextBlockSchema = z.object({
  _type: z.literal('block'),
  _key: key,
  style: z.enum(['normal', 'h2', 'h3', 'h4', 'blockquote']),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().positive().optional(),
  markDefs: z.array(z.object({ _key: key, _type: z.literal('link'), href: z.string().min(1) })),
  children: z.array(z.object({ _type: z.literal('span'), _key: key, text: z.string(), marks: z.array(z.string()) })),
});
export type PortableTextBlock = z.infer<typeof portableTextBlockSchema>;
const blocks = z.array(portableTextBlockSchema).min(1);

/** Portable text per language; English required. */
export const localizedBlocksSchema = z.object({
  _type: z.literal('localeBlockContent').optional(),
  en: blocks,
  ...Object.fromEntries(LANGUAGE_CODES.filter((l) => l !== 'en').map((l) => [l, blocks.optional()])),
}) as z.ZodType<LocalizedBlocks>;
export type LocalizedBlocks = { _type?: 'localeBlockContent'; en: PortableTextBlock[] } & Partial<Record<Exclude<LanguageCode, 'en'>, PortableTextBlock[]>>;
