import { providerIdOfSubProvider } from '@/lib/content/rules/sub-provider';
import type { CasinoSettings, Category, CategoryGrid, CategoryPage, Provider, SubProvider, WidgetType } from '@/lib/content/types/categories';
import type { TileSize } from '@/lib/content/types/games';
import type { AdapterContext } from './context';
import { lobbyTypeOfCategory } from './document-types';
import { toGames } from './game';
import { localizeRequired } from './localize';
import { listOf, numberOr, oneOf } from './values';
import type { VendorCategory, VendorCategoryPage, VendorGrid, VendorProvider, VendorSettings, VendorSubProvider } from './vendor-types';

const TILE_SIZES: readonly TileSize[] = ['1x', '2xh', '2xv', '4x'];
const WIDGET_TYPES: readonly WidgetType[] = ['carousel', 'grid', 'featured', 'jackpot'];
const PROVIDER_TYPES: readonly Provider['type'][] = ['casino', 'liveCasino', 'both'];

function toGrid(grid: VendorGrid | null | undefined): CategoryGrid {
  return {
    columns: numberOr(grid?.columns, 1),
    rows: numberOr(grid?.rows, 1),
    tiles: listOf(grid?.tiles)
      .filter((tile): tile is { gameId: string; size: string } => typeof tile.gameId === 'string')
      .map((tile) => ({ gameId: tile.gameId, size: oneOf(tile.size, TILE_SIZES, '1x') })),
  };
}

export function toCategory(category: VendorCategory, context: AdapterContext): Category {
  return {
    id: category.id,
    type: lobbyTypeOfCategory(category._type),
    label: localizeRequired(category.label, context.language),
    // The content says visibleInMenu; the menu reads hideInMenu (spec games-wallet-bonuses §3).
    hideInMenu: !(category.visibleInMenu ?? true),
    visibleInLobby: category.visibleInLobby ?? true,
    iconSvg: category.iconSvg ?? '',
    url: category.url ?? '',
    order: numberOr(category.order, 0),
    widgetType: oneOf(category.widgetType, WIDGET_TYPES, 'grid'),
    grids: { desktop: toGrid(category.desktop), tablet: toGrid(category.tablet), mobile: toGrid(category.mobile) },
  };
}

/** The query asked for limit + 1 games: the extra one only says that more follow. */
export function toCategoryPage(page: VendorCategoryPage, window: { offset: number; limit: number }, context: AdapterContext): CategoryPage {
  const games = toGames(page.games ?? [], context);
  return {
    category: toCategory(page, context),
    games: games.slice(0, window.limit),
    offset: window.offset,
    limit: window.limit,
    hasMore: games.length > window.limit,
  };
}

export function toProvider(provider: VendorProvider): Provider {
  return {
    id: provider.id,
    title: provider.title,
    isAggregators: provider.isAggregators ?? false,
    imageUrl: provider.providerImgUrl ?? null,
    type: oneOf(provider.type, PROVIDER_TYPES, 'both'),
  };
}

export function toSubProvider(subProvider: VendorSubProvider): SubProvider {
  return {
    id: providerIdOfSubProvider(subProvider),
    title: subProvider.title,
    imageUrl: subProvider.providerImgUrl ?? null,
    providerId: subProvider.providerId ?? null,
    restrictedCountry: subProvider.restrictedCountry ?? [],
  };
}

export function toCasinoSettings(settings: VendorSettings, context: AdapterContext): CasinoSettings {
  return {
    type: settings._type === 'liveCasinoSettings' ? 'liveCasino' : 'casino',
    categories: listOf(settings.categories).map((category) => toCategory(category, context)),
    availableProviders: listOf(settings.availableProviders).map(toProvider),
    exclusionSubProviders: listOf(settings.exclusionSubProviders).map(toSubProvider),
    availableSubProviders: listOf(settings.availableSubProviders).map(toSubProvider),
  };
}
