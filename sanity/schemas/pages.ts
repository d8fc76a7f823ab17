import { STATIC_PAGE_SLUGS } from '../../lib/content/documents/pages';
import { localeString, marketList, required, string } from './fields';
import type { SchemaTypeDefinition } from './types';

const SLUGS: ReadonlySet<string> = new Set(STATIC_PAGE_SLUGS);
const isStaticPageSlug = (value: unknown) => typeof value === 'object' && value !== null && 'current' in value && SLUGS.has(String(value.current));

export const staticPage: SchemaTypeDefinition = {
  name: 'staticPage',
  title: 'Static page',
  type: 'document',
  fields: [
    {
      name: 'slug',
      title: 'Page',
      type: 'slug',
      description: `One of: ${STATIC_PAGE_SLUGS.join(', ')}.`,
      validation: (rule) => rule.required().custom((value) => isStaticPageSlug(value) || 'Unknown page'),
    },
    localeString('title', 'Title'),
    { name: 'body', title: 'Body', type: 'localeBlockContent', ...required },
    { name: 'updatedAt', title: 'Last updated', type: 'date', ...required },
    { name: 'version', title: 'Version (terms only)', type: 'number', validation: (rule) => rule.integer().positive() },
  ],
  preview: { select: { title: 'title.en', subtitle: 'slug.current' } },
};

export const landingPage: SchemaTypeDefinition = {
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  fields: [
    string('id', 'Id', { validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) }),
    localeString('title', 'Title'),
    { name: 'html', title: 'HTML', type: 'text', description: 'Semantic markup only; no scripts or inline styles (the site sanitises it).', ...required },
    marketList('markets', 'Markets', 'Leave empty for every market.'),
  ],
};

export const vipPage: SchemaTypeDefinition = {
  name: 'vipPage',
  title: 'VIP page',
  type: 'document',
  fields: [
    localeString('title', 'Title'),
    localeString('intro', 'Intro'),
    { name: 'body', title: 'Body', type: 'localeBlockContent', ...required },
    { name: 'image', title: 'Image', type: 'image', ...required },
    { name: 'tiers', title: 'Levels', type: 'array', of: [{ type: 'vipTier' }] },
  ],
};

export const termsVersion: SchemaTypeDefinition = {
  name: 'termsVersion',
  title: 'Terms version',
  type: 'document',
  __experimental_actions: ['update', 'publish'],
  fields: [
    {
      name: 'version',
      title: 'Version',
      type: 'number',
      description: 'Raising it asks every player to accept the terms again.',
      validation: (rule) => rule.required().integer().positive(),
    },
    { name: 'effectiveDate', title: 'Effective from', type: 'date', ...required },
    localeString('summary', 'What changed'),
    { name: 'page', title: 'Terms page', type: 'reference', to: [{ type: 'staticPage' }], ...required },
  ],
};
