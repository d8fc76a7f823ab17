import { casinoGameCategory, casinoSettings, liveCasinoGameCategory, liveCasinoSettings, virtualSportsGameCategory, virtualSportsSettings } from './categories';
import { casinoGames, gameProvider, liveCasinoGames, subProvider, virtualSportsGames } from './games';
import { banner, contentBox, promotion, promotionCategory, promotionTag } from './marketing';
import { objectTypes } from './objects';
import { landingPage, staticPage, termsVersion, vipPage } from './pages';
import { market, paymentMethod, regulationLogo } from './regulation';
import type { SchemaTypeDefinition } from './types';

/** Every document type of lib/content/documents/ (sanity.imageAsset is Sanity's own) plus shared objects. */
export const documentTypes: SchemaTypeDefinition[] = [
  casinoGames,
  liveCasinoGames,
  virtualSportsGames,
  gameProvider,
  subProvider,
  casinoGameCategory,
  liveCasinoGameCategory,
  virtualSportsGameCategory,
  casinoSettings,
  liveCasinoSettings,
  virtualSportsSettings,
  banner,
  contentBox,
  promotion,
  promotionCategory,
  promotionTag,
  staticPage,
  landingPage,
  vipPage,
  termsVersion,
  paymentMethod,
  market,
  regulationLogo,
];

export const schemaTypes: SchemaTypeDefinition[] = [...objectTypes, ...documentTypes];
export type { SchemaTypeDefinition } from './types';
