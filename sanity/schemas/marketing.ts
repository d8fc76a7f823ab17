import { audienceFields, localeString, order, placements, reference, references, required, slug, string } from './fields';
import type { SchemaTypeDefinition } from './types';

const dates = [
  { name: 'startDate', title: 'Start', type: 'datetime', ...required },
  {
    name: 'endDate',
    title: 'End',
    type: 'datetime',
    description: 'Leave empty to keep it running.',
    validation: (rule) =>
      rule.custom(
        (value, { document }) =>
          typeof value !== 'string' || typeof document?.startDate !== 'string' || value > document.startDate || 'End must be after start',
      ),
  },
] satisfies SchemaTypeDefinition['fields'];

export const banner: SchemaTypeDefinition = {
  name: 'banner',
  title: 'Banner',
  type: 'document',
  fields: [
    localeString('title', 'Title'),
    localeString('description', 'Description'),
    localeString('button', 'Button label'),
    string('urlAction', 'Button link', { description: 'Path after the locale segment, or an absolute URL.', ...required }),
    {
      name: 'images',
      title: 'Images',
      type: 'object',
      fields: [
        { name: 'desktop', title: 'Desktop (3:1)', type: 'image', ...required },
        { name: 'mobile', title: 'Mobile (3:2)', type: 'image', ...required },
      ],
    },
    ...dates,
    placements,
    order,
    ...audienceFields,
  ],
  preview: { select: { title: 'title.en', subtitle: 'authorized', media: 'images.desktop' } },
};

export const contentBox: SchemaTypeDefinition = {
  name: 'contentBox',
  title: 'Content box',
  type: 'document',
  fields: [
    localeString('title', 'Title'),
    localeString('text', 'Text'),
    localeString('button', 'Button label', { validation: undefined }),
    string('urlAction', 'Button link'),
    { name: 'image', title: 'Image', type: 'image' },
    placements,
    order,
    ...audienceFields,
  ],
  preview: { select: { title: 'title.en', subtitle: 'authorized', media: 'image' } },
};

export const promotionCategory: SchemaTypeDefinition = {
  name: 'promotionCategory',
  title: 'Promotion category',
  type: 'document',
  fields: [localeString('title', 'Title'), slug('slug', 'Slug', 'title.en'), order],
};

export const promotionTag: SchemaTypeDefinition = {
  name: 'promotionTag',
  title: 'Promotion tag',
  type: 'document',
  fields: [localeString('title', 'Title'), slug('slug', 'Slug', 'title.en')],
};

export const promotion: SchemaTypeDefinition = {
  name: 'promotion',
  title: 'Promotion',
  type: 'document',
  fields: [
    localeString('title', 'Title'),
    slug('slug', 'Slug', 'title.en'),
    reference('category', 'Category', 'promotionCategory', required),
    references('tags', 'Tags', 'promotionTag'),
    localeString('summary', 'Summary'),
    { name: 'body', title: 'Body', type: 'localeBlockContent', ...required },
    { name: 'image', title: 'Image (16:9)', type: 'image', options: { hotspot: true }, ...required },
    { name: 'terms', title: 'Terms', type: 'localeBlockContent', description: 'Start with the significant terms.', ...required },
    string('bonusCode', 'Bonus code', { validation: (rule) => rule.regex(/^[A-Z0-9]+$/, { name: 'upper-case letters and digits' }) }),
    ...dates,
    order,
    ...audienceFields,
  ],
  preview: { select: { title: 'title.en', subtitle: 'category.title.en', media: 'image' } },
};
