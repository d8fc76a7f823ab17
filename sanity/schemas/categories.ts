import { WIDGET_TYPES } from '../../lib/content/documents/categories';
import { list, localeString, order, references, required, string } from './fields';
import type { FieldDefinition, SchemaTypeDefinition } from './types';

function categoryFields(gameType: string): FieldDefinition[] {
  return [
    string('id', 'Id', { description: 'Used in the category link, e.g. popular.', validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) }),
    localeString('label', 'Label'),
    { name: 'visibleInMenu', title: 'Visible in menu', type: 'boolean', initialValue: true },
    { name: 'visibleInLobby', title: 'Visible in lobby', type: 'boolean', initialValue: true },
    { name: 'iconSvg', title: 'Icon (inline SVG)', type: 'text', description: '24x24 viewBox, currentColor.', ...required },
    string('url', 'URL', { description: 'Path after the locale segment.', ...required }),
    order,
    references('games', 'Games', gameType),
    { name: 'desktop', title: 'Desktop grid', type: 'categoryGrid', ...required },
    { name: 'tablet', title: 'Tablet grid', type: 'categoryGrid', ...required },
    { name: 'mobile', title: 'Mobile grid', type: 'categoryGrid', ...required },
    { name: 'widgetType', title: 'Widget', type: 'string', options: { list: list(WIDGET_TYPES), layout: 'radio' }, ...required },
  ];
}

/** A lobby's category document: the same fields for every lobby, over that lobby's game type. */
const categoryType = (name: string, title: string, gameType: string): SchemaTypeDefinition => ({
  name,
  title,
  type: 'document',
  fields: categoryFields(gameType),
  preview: { select: { title: 'label.en', subtitle: 'id' } },
});

export const casinoGameCategory = categoryType('casinoGameCategory', 'Casino category', 'casinoGames');
export const liveCasinoGameCategory = categoryType('liveCasinoGameCategory', 'Live casino category', 'liveCasinoGames');
export const virtualSportsGameCategory = categoryType('virtualSportsGameCategory', 'Virtual sports category', 'virtualSportsGames');

function settingsFields(categoryType: string): FieldDefinition[] {
  return [
    references('categories', 'Categories (in lobby order)', categoryType),
    references('availableProviders', 'Providers in the filter', 'gameProvider'),
    references('exclusionSubProviders', 'Sub-providers left out of the filter', 'subProvider'),
    references('availableSubProviders', 'Sub-providers in the filter', 'subProvider'),
  ];
}

// Singletons: document ids casinoSettings, liveCasinoSettings and virtualSportsSettings.
export const casinoSettings: SchemaTypeDefinition = {
  name: 'casinoSettings',
  title: 'Casino settings',
  type: 'document',
  fields: settingsFields('casinoGameCategory'),
  __experimental_actions: ['update', 'publish'],
};
export const liveCasinoSettings: SchemaTypeDefinition = {
  name: 'liveCasinoSettings',
  title: 'Live casino settings',
  type: 'document',
  fields: settingsFields('liveCasinoGameCategory'),
  __experimental_actions: ['update', 'publish'],
};
export const virtualSportsSettings: SchemaTypeDefinition = {
  name: 'virtualSportsSettings',
  title: 'Virtual sports settings',
  type: 'document',
  fields: settingsFields('virtualSportsGameCategory'),
  __experimental_actions: ['update', 'publish'],
};
