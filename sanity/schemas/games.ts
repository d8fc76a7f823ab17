import { CASINO_GAME_TYPES, GAME_CHANNELS, LIVE_GAME_TYPES, TILE_SIZES, VIRTUAL_GAME_TYPES, VOLATILITIES } from '../../lib/content/documents/games';
import { list, localeString, marketList, reference, required, slug, string } from './fields';
import type { FieldDefinition, SchemaTypeDefinition } from './types';

const tileSize = (name: string, title: string): FieldDefinition => ({ name, title, type: 'string', options: { list: list(TILE_SIZES) } });

function gameFields(gameTypes: readonly string[]): FieldDefinition[] {
  return [
    string('name', 'Name', required),
    slug('gameSlug', 'Game slug', 'name'),
    string('providerGameId', "Provider's game id", { description: 'The code the provider launch call expects (symbol, GameCode, identifier).', ...required }),
    reference('provider', 'Provider', 'gameProvider', required),
    reference('subProvider', 'Sub-provider', 'subProvider'),
    { name: 'gameType', title: 'Game type', type: 'string', options: { list: list(gameTypes) }, ...required },
    {
      name: 'channels',
      title: 'Channels',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: list(GAME_CHANNELS), layout: 'grid' },
      validation: (rule) => rule.required().min(1),
    },
    { name: 'betLimits', title: 'Stake limits', type: 'array', of: [{ type: 'betLimit' }], initialValue: [] },
    { name: 'jackpotExist', title: 'Has a jackpot', type: 'boolean', initialValue: false },
    {
      name: 'jackpotSeed',
      title: 'Demo jackpot seed',
      type: 'number',
      description: 'EUR minor units; only for games with a jackpot.',
      validation: (rule) => rule.integer().min(0),
    },
    { name: 'thumbnail', title: 'Square art (1x, 2xh, 4x)', type: 'image', options: { hotspot: true }, ...required },
    { name: 'verticalImage', title: 'Tall art (2xv)', type: 'image', options: { hotspot: true }, ...required },
    {
      name: 'gridSizes',
      title: 'Default tile sizes',
      type: 'object',
      fields: [tileSize('desktop', 'Desktop'), tileSize('tablet', 'Tablet'), tileSize('mobile', 'Mobile')],
    },
    {
      name: 'rtp',
      title: 'RTP (basis points)',
      type: 'number',
      description: '9612 means 96.12 %.',
      validation: (rule) => rule.required().integer().min(7000).max(10000),
    },
    { name: 'volatility', title: 'Volatility', type: 'string', options: { list: list(VOLATILITIES) }, ...required },
    localeString('description', 'Description', { validation: undefined }),
    { name: 'releasedAt', title: 'Release date', type: 'date', ...required },
    { name: 'removeOverlay', title: 'Remove overlay', type: 'boolean', initialValue: false },
    marketList('restrictedCountries', 'Restricted markets', 'Markets where this game is hidden, on top of provider and sub-provider lists.'),
  ];
}

const gamePreview = { select: { title: 'name', subtitle: 'provider.title', media: 'thumbnail' } };

export const casinoGames: SchemaTypeDefinition = {
  name: 'casinoGames',
  title: 'Casino game',
  type: 'document',
  fields: gameFields(CASINO_GAME_TYPES),
  preview: gamePreview,
  orderings: [{ title: 'Name', name: 'name', by: [{ field: 'name', direction: 'asc' }] }],
};

export const liveCasinoGames: SchemaTypeDefinition = {
  name: 'liveCasinoGames',
  title: 'Live casino game',
  type: 'document',
  fields: [
    ...gameFields(LIVE_GAME_TYPES),
    string('tableId', 'Table id', required),
    {
      name: 'seats',
      title: 'Seats',
      type: 'number',
      description: 'Blackjack tables; live seat data is merged at runtime.',
      validation: (rule) => rule.integer().positive(),
    },
  ],
  preview: gamePreview,
};

export const virtualSportsGames: SchemaTypeDefinition = {
  name: 'virtualSportsGames',
  title: 'Virtual sports game',
  type: 'document',
  fields: gameFields(VIRTUAL_GAME_TYPES),
  preview: gamePreview,
};

export const gameProvider: SchemaTypeDefinition = {
  name: 'gameProvider',
  title: 'Game provider',
  type: 'document',
  fields: [
    string('id', 'Id', { description: 'Lowercase route id: evolution, relax, playngo…', validation: (rule) => rule.required().regex(/^[a-z0-9]+$/) }),
    string('title', 'Title', required),
    { name: 'isAggregators', title: 'Aggregator', type: 'boolean', initialValue: false },
    string('providerImgUrl', 'Badge URL', { description: 'A neutral text mark; never the provider’s real logo.' }),
    {
      name: 'type',
      title: 'Verticals',
      type: 'string',
      options: { list: list(['casino', 'liveCasino', 'both', 'virtualSports']), layout: 'radio' },
      ...required,
    },
    marketList('restrictedCountries', 'Restricted markets', 'Games of this provider are hidden in these markets.'),
    {
      name: 'proxyCountries',
      title: 'Proxy countries',
      type: 'array',
      of: [{ type: 'string' }],
      description: 'ISO country codes whose traffic the provider wants proxied.',
    },
    { name: 'removeOverlay', title: 'Remove overlay', type: 'boolean', initialValue: false },
    { name: 'order', title: 'Order', type: 'number' },
  ],
  preview: { select: { title: 'title', subtitle: 'id' } },
};

export const subProvider: SchemaTypeDefinition = {
  name: 'subProvider',
  title: 'Sub-provider',
  type: 'document',
  fields: [
    string('title', 'Title', required),
    string('providerImgUrl', 'Badge URL'),
    reference('provider', 'Distributed by', 'gameProvider'),
    marketList('restrictedCountry', 'Restricted markets', 'Games of this studio are hidden in these markets. Document id must be subProvider-<id>.'),
  ],
};
