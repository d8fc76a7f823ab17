import type { CurrencyCode } from '@/lib/markets/currency';
import type { ImageSet } from './shared';

// Games of the three lobbies as tiles and game pages receive them.

export type LobbyType = 'casino' | 'liveCasino' | 'virtualSports';
export type DeviceType = 'desktop' | 'tablet' | 'mobile';
export type TileSize = '1x' | '2xh' | '2xv' | '4x';
export type GameChannel = DeviceType;
export type CasinoGameType = 'slots' | 'bigWays' | 'tableGames' | 'instantWin' | 'videoPoker';
export type LiveGameType = 'roulette' | 'blackjack' | 'baccarat' | 'gameShow' | 'poker' | 'dice';
/** Virtual sports: races run on demand by a random number generator, one bet per race. */
export type VirtualGameType = 'horseRacing' | 'greyhoundRacing';
export type GameType = CasinoGameType | LiveGameType | VirtualGameType;
export type Volatility = 'low' | 'medium' | 'high' | 'veryHigh';

export interface BetLimit {
  min: number;
  max: number;
  currency: CurrencyCode;
}

/** Shaped so `isGameRestricted` (lib/content/rules) reads a Game directly. */
export interface GameProviderSummary {
  id: string;
  title: string;
  restrictedCountries: string[];
}

/** `id` is the part of the sub-provider's _id after the dash, otherwise its title (spec games-wallet-bonuses §3). */
export interface GameSubProviderSummary {
  id: string;
  title: string;
  restrictedCountry: string[];
}

/** A lobby tile's worth of game. */
export interface Game {
  /** The content id; favourites, recent games and winners are keyed by it. */
  id: string;
  type: LobbyType;
  name: string;
  slug: string;
  provider: GameProviderSummary;
  subProvider: GameSubProviderSummary | null;
  gameType: GameType;
  channels: GameChannel[];
  betLimits: BetLimit[];
  jackpotExist: boolean;
  /** Square art for 1x, 2xh and 4x tiles. */
  thumbnail: ImageSet | null;
  /** Tall art for 2xv tiles. */
  verticalImage: ImageSet | null;
  /** Tile size per device when a category grid does not name the game. */
  gridSizes: Record<DeviceType, TileSize>;
  /** Live tables only; seatsTaken stays null until live seat data is merged by game id. */
  seats: number | null;
  seatsTaken: number | null;
  /** Markets where this one game is hidden, on top of its provider's and sub-provider's lists. */
  restrictedCountries: string[];
  /** The game's or its provider's remove-overlay flag. */
  removeOverlay: boolean;
}

/** The game page's extra fields. */
export interface GameDetail extends Game {
  /** The provider's own game code used to launch it. */
  providerGameId: string;
  tableId: string | null;
  description: string | null;
  /** Basis points: 9612 = 96.12 %. */
  rtp: number;
  volatility: Volatility;
  releasedAt: string;
  /** Demo jackpot starting value in EUR minor units. */
  jackpotSeed: number | null;
}

export interface GameList {
  games: Game[];
  offset: number;
  limit: number;
  /** True when more games follow this page (the query asked for limit + 1). */
  hasMore: boolean;
}
