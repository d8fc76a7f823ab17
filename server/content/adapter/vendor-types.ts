// What the GROQ projections in server/content/queries.ts return: Sanity's shapes, after projection. Only the
// adapter reads them; every operation hands the app types of lib/content/types/ onwards. Fields a real
// dataset may lack (older documents, Studio edits) are typed optional or nullable and defaulted by the adapter.
import type { TargetAudience } from '@/lib/content/documents/audience';
import type { SanityImage } from '@/lib/content/documents/images';
import type { LocalizedBlocks, LocalizedString, PortableTextBlock } from '@/lib/content/documents/primitives';

export type { LocalizedBlocks, LocalizedString, PortableTextBlock, SanityImage, TargetAudience };

type Maybe<T> = T | null | undefined;

export interface VendorProviderRef {
  id: string;
  title: string;
  restrictedCountries: string[];
  removeOverlay: Maybe<boolean>;
}

export interface VendorSubProviderRef {
  _id: string;
  title: string;
  restrictedCountry: string[];
}

export interface VendorGame {
  _id: string;
  _type: 'casinoGames' | 'liveCasinoGames' | 'virtualSportsGames';
  name: string;
  slug: string;
  gameType: string;
  channels: Maybe<string[]>;
  betLimits: Maybe<{ min: number; max: number; currency: string }[]>;
  jackpotExist: Maybe<boolean>;
  thumbnail: Maybe<SanityImage>;
  verticalImage: Maybe<SanityImage>;
  gridSizes: Maybe<{ desktop?: string; tablet?: string; mobile?: string }>;
  seats: Maybe<number>;
  removeOverlay: Maybe<boolean>;
  restrictedCountries: string[];
  provider: Maybe<VendorProviderRef>;
  subProvider: Maybe<VendorSubProviderRef>;
}

export interface VendorGameDetail extends VendorGame {
  providerGameId: string;
  tableId: Maybe<string>;
  description: Maybe<LocalizedString>;
  rtp: number;
  volatility: string;
  releasedAt: string;
  jackpotSeed: Maybe<number>;
}

export interface VendorGrid {
  columns: number;
  rows: number;
  tiles: Maybe<{ gameId: Maybe<string>; size: string }[]>;
}

export interface VendorCategory {
  _type: 'casinoGameCategory' | 'liveCasinoGameCategory' | 'virtualSportsGameCategory';
  id: string;
  label: Maybe<LocalizedString>;
  visibleInMenu: Maybe<boolean>;
  visibleInLobby: Maybe<boolean>;
  iconSvg: Maybe<string>;
  url: Maybe<string>;
  order: Maybe<number>;
  widgetType: Maybe<string>;
  desktop: Maybe<VendorGrid>;
  tablet: Maybe<VendorGrid>;
  mobile: Maybe<VendorGrid>;
}

export interface VendorCategoryPage extends VendorCategory {
  games: Maybe<VendorGame>[];
}

export interface VendorProvider {
  id: string;
  title: string;
  isAggregators: Maybe<boolean>;
  providerImgUrl: Maybe<string>;
  type: Maybe<string>;
}

export interface VendorSubProvider {
  _id: string;
  title: string;
  providerImgUrl: Maybe<string>;
  providerId: Maybe<string>;
  restrictedCountry: string[];
}

export interface VendorSettings {
  _type: 'casinoSettings' | 'liveCasinoSettings' | 'virtualSportsSettings';
  categories: Maybe<Maybe<VendorCategory>[]>;
  availableProviders: Maybe<Maybe<VendorProvider>[]>;
  exclusionSubProviders: Maybe<Maybe<VendorSubProvider>[]>;
  availableSubProviders: Maybe<Maybe<VendorSubProvider>[]>;
}

export interface VendorAudience {
  authorized: Maybe<string>;
  targetAudience: Maybe<TargetAudience>;
  startDate: Maybe<string>;
  endDate: Maybe<string>;
  markets: string[];
}

export interface VendorBanner extends VendorAudience {
  _id: string;
  title: Maybe<LocalizedString>;
  description: Maybe<LocalizedString>;
  button: Maybe<LocalizedString>;
  urlAction: string;
  images: Maybe<{ desktop: Maybe<SanityImage>; mobile: Maybe<SanityImage> }>;
  placements: Maybe<string[]>;
  order: Maybe<number>;
}

export interface VendorContentBox extends VendorAudience {
  _id: string;
  title: Maybe<LocalizedString>;
  text: Maybe<LocalizedString>;
  button: Maybe<LocalizedString>;
  urlAction: Maybe<string>;
  image: Maybe<SanityImage>;
  placements: Maybe<string[]>;
  order: Maybe<number>;
}

export interface VendorPromotionCategory {
  _id: string;
  slug: string;
  title: Maybe<LocalizedString>;
  order: Maybe<number>;
}

export interface VendorPromotionTag {
  slug: string;
  title: Maybe<LocalizedString>;
}

export interface VendorPromotion extends VendorAudience {
  _id: string;
  slug: string;
  title: Maybe<LocalizedString>;
  summary: Maybe<LocalizedString>;
  image: Maybe<SanityImage>;
  category: Maybe<VendorPromotionCategory>;
  tags: Maybe<Maybe<VendorPromotionTag>[]>;
  bonusCode: Maybe<string>;
  order: Maybe<number>;
}

export interface VendorPromotionDetail extends VendorPromotion {
  body: Maybe<LocalizedBlocks>;
  terms: Maybe<LocalizedBlocks>;
}

export interface VendorStaticPage {
  slug: string;
  title: Maybe<LocalizedString>;
  body: Maybe<LocalizedBlocks>;
  updatedAt: string;
  version: Maybe<number>;
}

export interface VendorLandingPage {
  id: string;
  title: Maybe<LocalizedString>;
  html: Maybe<string>;
  markets: Maybe<string[]>;
}

export interface VendorVipPage {
  title: Maybe<LocalizedString>;
  intro: Maybe<LocalizedString>;
  body: Maybe<LocalizedBlocks>;
  image: Maybe<SanityImage>;
  tiers: Maybe<{ name: Maybe<LocalizedString>; pointsRequired: number; perks: Maybe<LocalizedString> }[]>;
}

export interface VendorTermsVersion {
  version: number;
  effectiveDate: string;
  summary: Maybe<LocalizedString>;
  pageSlug: Maybe<string>;
}

export interface VendorPaymentMethod {
  _id: string;
  type: string;
  title: string;
  image: Maybe<SanityImage>;
  processTime: Maybe<LocalizedString>;
  deposit: Maybe<boolean>;
  withdrawal: Maybe<boolean>;
  limits: Maybe<{ currency: string; min: number; max: number }[]>;
  markets: string[];
  order: Maybe<number>;
}

export interface VendorRegulationLogo {
  id: string;
  title: string;
  monogram: string;
  image: Maybe<SanityImage>;
  url: string;
}

export interface VendorMarket {
  code: string;
  licences: Maybe<{ regulator: string; number: string; logo: Maybe<VendorRegulationLogo> }[]>;
  hasVipPage: Maybe<boolean>;
  pnpBanner: Maybe<{
    title: Maybe<LocalizedString>;
    description: Maybe<LocalizedString>;
    button: Maybe<LocalizedString>;
    image: Maybe<SanityImage>;
  }>;
  footerTermsAndConditions: Maybe<boolean>;
  footerContent: Maybe<boolean>;
  footerLicenseLogos: Maybe<boolean>;
}
