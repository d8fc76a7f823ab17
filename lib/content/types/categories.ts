import type { DeviceType, GameList, LobbyType, TileSize } from './games';

// Lobby providers, sub-providers, categories and their grids, and the lobby settings.

export type WidgetType = 'carousel' | 'grid' | 'featured' | 'jackpot';

export interface Provider {
  id: string;
  title: string;
  isAggregators: boolean;
  imageUrl: string | null;
  type: 'casino' | 'liveCasino' | 'both' | 'virtualSports';
}

export interface SubProvider {
  id: string;
  title: string;
  imageUrl: string | null;
  /** The aggregator or studio provider distributing it. */
  providerId: string | null;
  restrictedCountry: string[];
}

export interface CategoryTile {
  gameId: string;
  size: TileSize;
}

export interface CategoryGrid {
  columns: number;
  /** Rows before "show more" (grid) or rows of the scroller (carousel). */
  rows: number;
  /** The games that are not 1x. */
  tiles: CategoryTile[];
}

export interface Category {
  id: string;
  type: LobbyType;
  label: string;
  /** The content's visibleInMenu, inverted (spec games-wallet-bonuses §3). */
  hideInMenu: boolean;
  visibleInLobby: boolean;
  iconSvg: string;
  url: string;
  order: number;
  widgetType: WidgetType;
  grids: Record<DeviceType, CategoryGrid>;
}

export interface CategoryPage extends GameList {
  category: Category;
}

/** casinoSettings / liveCasinoSettings. */
export interface CasinoSettings {
  type: LobbyType;
  categories: Category[];
  availableProviders: Provider[];
  exclusionSubProviders: SubProvider[];
  availableSubProviders: SubProvider[];
}
