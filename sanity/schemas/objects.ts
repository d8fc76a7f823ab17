import { AUDIENCE_GROUPS, AUDIENCE_OPTIONS } from '../../lib/content/documents/audience';
import { TILE_SIZES } from '../../lib/content/documents/games';
import { CURRENCY_CODES } from '../../lib/markets/currency';
import { LANGUAGE_CODES } from '../../lib/markets/languages';
import { list, localeString, minorUnits, reference, required } from './fields';
import type { SchemaTypeDefinition } from './types';

// English is required and is the fallback for every other language (site language codes, spec identity-and-account §1).
const languageFields = (type: string) =>
  LANGUAGE_CODES.map((code) => ({
    name: code,
    title: code.toUpperCase(),
    type,
    ...(type === 'array' ? { of: [{ type: 'block' }] } : {}),
    ...(code === 'en' ? required : { fieldset: 'translations' }),
  }));

export const localeStringType: SchemaTypeDefinition = {
  name: 'localeString',
  title: 'Localized text',
  type: 'object',
  fieldsets: [{ name: 'translations', title: 'Translations', options: { collapsible: true, collapsed: true } }],
  fields: languageFields('string'),
};

export const localeBlockContentType: SchemaTypeDefinition = {
  name: 'localeBlockContent',
  title: 'Localized rich text',
  type: 'object',
  fieldsets: [{ name: 'translations', title: 'Translations', options: { collapsible: true, collapsed: true } }],
  fields: languageFields('array'),
};

export const targetAudienceType: SchemaTypeDefinition = {
  name: 'targetAudience',
  title: 'Target audience',
  type: 'object',
  fields: [
    {
      name: 'option',
      title: 'Rule',
      type: 'string',
      options: { list: list(AUDIENCE_OPTIONS, { NO_LIMIT: 'Everyone', GROUP: 'Deposit-count groups', PLAYER_IDS: 'Listed players' }), layout: 'radio' },
      initialValue: 'NO_LIMIT',
      ...required,
    },
    { name: 'groups', title: 'Groups', type: 'array', of: [{ type: 'string' }], options: { list: list(AUDIENCE_GROUPS) } },
    { name: 'playerIds', title: 'Player ids', type: 'array', of: [{ type: 'number' }], description: 'Integer player ids.' },
  ],
};

export const betLimitType: SchemaTypeDefinition = {
  name: 'betLimit',
  title: 'Stake limit',
  type: 'object',
  fields: [
    { name: 'currency', title: 'Currency', type: 'string', options: { list: list(CURRENCY_CODES) }, ...required },
    minorUnits('min', 'Minimum stake'),
    minorUnits('max', 'Maximum stake'),
  ],
  preview: { select: { title: 'currency', min: 'min', max: 'max' } },
};

export const paymentLimitType: SchemaTypeDefinition = { ...betLimitType, name: 'paymentLimit', title: 'Transaction limit' };

export const gridTileType: SchemaTypeDefinition = {
  name: 'gridTile',
  title: 'Feature tile',
  type: 'object',
  fields: [
    reference('game', 'Game', ['casinoGames', 'liveCasinoGames', 'virtualSportsGames'], required),
    {
      name: 'size',
      title: 'Size',
      type: 'string',
      description: '2xh spans two columns, 2xv two rows, 4x both.',
      options: { list: list(TILE_SIZES), layout: 'radio' },
      ...required,
    },
  ],
};

export const categoryGridType: SchemaTypeDefinition = {
  name: 'categoryGrid',
  title: 'Grid',
  type: 'object',
  fields: [
    { name: 'columns', title: 'Columns', type: 'number', validation: (rule) => rule.required().integer().min(1).max(12) },
    {
      name: 'rows',
      title: 'Rows',
      type: 'number',
      description: 'Rows before "show more", or rows of a carousel.',
      validation: (rule) => rule.required().integer().min(1).max(30),
    },
    { name: 'tiles', title: 'Feature tiles', type: 'array', of: [{ type: 'gridTile' }], description: 'Games not listed here show as 1x.' },
  ],
};

export const licenceType: SchemaTypeDefinition = {
  name: 'licence',
  title: 'Licence',
  type: 'object',
  fields: [
    { name: 'regulator', title: 'Regulator', type: 'string', ...required },
    { name: 'number', title: 'Licence number', type: 'string', ...required },
    reference('logo', 'Logo', 'regulationLogo', required),
  ],
};

export const pnpBannerType: SchemaTypeDefinition = {
  name: 'pnpBanner',
  title: 'Pay-and-play banner',
  type: 'object',
  fields: [
    localeString('title', 'Title'),
    localeString('description', 'Description'),
    localeString('button', 'Button label'),
    { name: 'image', title: 'Image', type: 'image', ...required },
  ],
};

export const vipTierType: SchemaTypeDefinition = {
  name: 'vipTier',
  title: 'Level',
  type: 'object',
  fields: [
    localeString('name', 'Name'),
    { name: 'pointsRequired', title: 'Points required', type: 'number', validation: (rule) => rule.required().integer().min(0) },
    localeString('perks', 'Perks'),
  ],
};

export const objectTypes = [
  localeStringType,
  localeBlockContentType,
  targetAudienceType,
  betLimitType,
  paymentLimitType,
  gridTileType,
  categoryGridType,
  licenceType,
  pnpBannerType,
  vipTierType,
];
