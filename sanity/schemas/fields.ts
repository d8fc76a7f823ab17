import { AUTHORIZED_OPTIONS } from '../../lib/content/documents/audience';
import { PLACEMENTS } from '../../lib/content/documents/banners';
import { MARKET_CODES } from '../../lib/markets/markets';
import type { FieldDefinition, ListOption } from './types';

/** Reusable field builders, so every document spells shared fields the same way. */

export const required: Pick<FieldDefinition, 'validation'> = { validation: (rule) => rule.required() };

export const list = (values: readonly string[], labels: Record<string, string> = {}): Array<string | ListOption> =>
  values.map((value) => (labels[value] ? { title: labels[value], value } : value));

export function string(name: string, title: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { name, title, type: 'string', ...extra };
}

export function localeString(name: string, title: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { name, title, type: 'localeString', ...required, ...extra };
}

export function reference(name: string, title: string, to: string | string[], extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { name, title, type: 'reference', to: [to].flat().map((type) => ({ type })), ...extra };
}

export function references(name: string, title: string, to: string | string[], extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return {
    name,
    title,
    type: 'array',
    of: [{ type: 'reference', to: [to].flat().map((type) => ({ type })) }],
    validation: (rule) => rule.unique(),
    ...extra,
  };
}

export function marketList(name: string, title: string, description: string): FieldDefinition {
  return { name, title, description, type: 'array', of: [{ type: 'string' }], options: { list: list(MARKET_CODES), layout: 'grid' } };
}

export function minorUnits(name: string, title: string): FieldDefinition {
  return { name, title, type: 'number', description: 'Integer minor units (cents): 1050 is 10.50.', validation: (rule) => rule.required().integer().min(0) };
}

export function slug(name: string, title: string, source: string): FieldDefinition {
  return { name, title, type: 'slug', options: { source }, ...required };
}

export const order: FieldDefinition = {
  name: 'order',
  title: 'Order',
  type: 'number',
  description: 'Lower comes first.',
  validation: (rule) => rule.integer(),
};

/** Who sees an item (spec games-wallet-bonuses §5): signed-in state, then the audience rule, then the market. */
export const audienceFields: FieldDefinition[] = [
  {
    name: 'authorized',
    title: 'Shown to',
    type: 'string',
    options: { list: list(AUTHORIZED_OPTIONS, { authorized: 'Signed-in players', 'not-authorized': 'Visitors', both: 'Everyone' }), layout: 'radio' },
    initialValue: 'both',
    ...required,
  },
  { name: 'targetAudience', title: 'Target audience', type: 'targetAudience', ...required },
  marketList('markets', 'Markets', 'Leave empty to show in every market.'),
];

export const placements: FieldDefinition = {
  name: 'placements',
  title: 'Placements',
  type: 'array',
  of: [{ type: 'string' }],
  options: { list: list(PLACEMENTS), layout: 'grid' },
  validation: (rule) => rule.required().min(1),
};
