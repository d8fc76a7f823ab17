// App-side content types (spec games-wallet-bonuses §3): what pages and components receive from the content
// layer. Vendor (Sanity) shapes stay inside server/content/adapter/; these are plain JSON (no Date, no
// undefined), so they survive the data cache and the server-to-client boundary unchanged. Text is already
// resolved to one language; money is in integer minor units; dates are ISO strings.
import type { PaymentMethodType } from '@/lib/payments/methods';
import type { CurrencyCode } from '@/lib/markets/currency';
import type { Audience, TargetAudience } from './rules/audience';

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
export type WidgetType = 'carousel' | 'grid' | 'featured' | 'jackpot';
export type Placement = 'home' | 'casino' | 'liveCasino' | 'sportsbook' | 'promotions';
export type { PaymentMethodType };

/**
 * One picture at three screen densities; fields holding one are null when the content has no picture (the
 * component shows its placeholder). `width`/`height` are its display size in CSS pixels; `urlNx` asks for
 * N times that many pixels (url2x is the spec's default URL: width and height doubled, quality 75, webp).
 */
export interface ImageSet {
  url1x: string;
  url2x: string;
  url3x: string;
  width: number;
  height: number;
  alt: string | null;
}

// ---------- games ----------

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

/** `id` is the part of the sub-provider's _id after the dash, otherwise its title (spec §3). */
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

// ---------- providers and categories ----------

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
  /** The content's visibleInMenu, inverted (spec §3). */
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

// ---------- rich text ----------

export interface RichTextSpan {
  key: string;
  text: string;
  /** Decorators such as strong, em, underline, code. */
  marks: string[];
  /** Set when the span is a link. */
  href: string | null;
}

export interface RichTextBlock {
  key: string;
  style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
  listItem: 'bullet' | 'number' | null;
  level: number | null;
  children: RichTextSpan[];
}

// ---------- marketing ----------

/** Fields the audience rule (`filterVisible` in lib/content/rules) reads, plus the market list. */
export interface AudienceFields {
  audience: Audience;
  targetAudience: TargetAudience;
  startDate: string | null;
  endDate: string | null;
  /** Markets where the item shows; empty means every market. */
  markets: string[];
}

export interface Banner extends AudienceFields {
  id: string;
  title: string;
  description: string;
  buttonLabel: string;
  /** Site path after the locale segment, or an absolute URL. */
  urlAction: string;
  images: { desktop: ImageSet | null; mobile: ImageSet | null };
  placements: Placement[];
  order: number;
}

export interface ContentBox extends AudienceFields {
  id: string;
  title: string;
  text: string;
  buttonLabel: string | null;
  urlAction: string | null;
  image: ImageSet | null;
  placements: Placement[];
  order: number;
}

export interface PromotionCategory {
  id: string;
  slug: string;
  title: string;
  order: number;
}

export interface PromotionTag {
  slug: string;
  title: string;
}

export interface Promotion extends AudienceFields {
  id: string;
  slug: string;
  title: string;
  summary: string;
  image: ImageSet | null;
  category: PromotionCategory | null;
  tags: PromotionTag[];
  bonusCode: string | null;
  order: number;
}

export interface PromotionDetail extends Promotion {
  body: RichTextBlock[];
  terms: RichTextBlock[];
}

// ---------- pages ----------

export interface StaticPage {
  slug: string;
  title: string;
  body: RichTextBlock[];
  updatedAt: string;
  /** Terms only: the version a player accepts. */
  version: number | null;
}

/** A campaign landing page: operator-authored HTML, sanitised again before render. */
export interface LandingPage {
  id: string;
  title: string;
  /** Empty when the content has no HTML yet: the page treats it as not found. */
  html: string;
  /** Markets where the page is offered; empty means every market. */
  markets: string[];
}

export interface VipTier {
  name: string;
  pointsRequired: number;
  perks: string;
}

export interface VipPage {
  title: string;
  intro: string;
  body: RichTextBlock[];
  image: ImageSet | null;
  tiers: VipTier[];
}

export interface TermsVersion {
  version: number;
  effectiveDate: string;
  summary: string;
  /** Slug of the static page holding the terms. */
  pageSlug: string | null;
}

// ---------- payments, markets, regulation ----------

export interface PaymentLimit {
  currency: CurrencyCode;
  min: number;
  max: number;
}

export interface PaymentMethod {
  id: string;
  type: PaymentMethodType;
  title: string;
  image: ImageSet | null;
  processTime: string;
  deposit: boolean;
  withdrawal: boolean;
  limits: PaymentLimit[];
  markets: string[];
  order: number;
}

export interface RegulationLogo {
  id: string;
  title: string;
  monogram: string;
  image: ImageSet | null;
  url: string;
}

export interface Licence {
  regulator: string;
  number: string;
  logo: RegulationLogo | null;
}

export interface PnpBanner {
  title: string;
  description: string;
  buttonLabel: string;
  image: ImageSet | null;
}

/** A market's content record: licences, VIP page availability, pay-and-play banner, footer toggles. */
export interface MarketContent {
  code: string;
  licences: Licence[];
  hasVipPage: boolean;
  pnpBanner: PnpBanner | null;
  footerTermsAndConditions: boolean;
  footerContent: boolean;
  footerLicenseLogos: boolean;
}
