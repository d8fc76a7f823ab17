import 'server-only';
import type {
  VendorBanner,
  VendorCategoryPage,
  VendorContentBox,
  VendorGame,
  VendorGameDetail,
  VendorLandingPage,
  VendorMarket,
  VendorPaymentMethod,
  VendorPromotion,
  VendorPromotionCategory,
  VendorPromotionDetail,
  VendorProvider,
  VendorRegulationLogo,
  VendorSettings,
  VendorStaticPage,
  VendorTermsVersion,
  VendorVipPage,
} from './adapter/vendor-types';

/**
 * Every GROQ query of the site, defined once (spec games-wallet-bonuses §7). The same text runs on Sanity and on groq-js over the
 * local dataset, so it sticks to what both evaluate alike. Rules kept throughout:
 * - drafts are excluded at every top-level `*` (Sanity's `published` perspective does it too; the local
 *   dataset has no perspective);
 * - every `$param` is always passed (null or [] when unused): Sanity rejects a query naming a missing param;
 * - lists are sliced `[$offset...$end]` with end = offset + limit + 1, the extra row telling "has more";
 * - a reference array is dereferenced inside parentheses, `(games[]->)[filter]`, so the filter and slice
 *   apply to the list rather than to each element.
 */
export interface ContentQuery<TResult, TParams extends QueryParamsOf> {
  readonly name: string;
  readonly groq: string;
  /** Type-only markers: never set at runtime. */
  readonly result?: TResult;
  readonly params?: TParams;
}

export type QueryParamsOf = Record<string, string | number | boolean | null | readonly string[]>;
export type ResultOf<Q> = Q extends ContentQuery<infer R, QueryParamsOf> ? R : never;
export type ParamsOf<Q> = Q extends ContentQuery<unknown, infer P> ? P : never;

function defineQuery<TResult, TParams extends QueryParamsOf>(name: string, groq: string): ContentQuery<TResult, TParams> {
  return { name, groq: groq.replace(/\s+/g, ' ').trim() };
}

// ---------- fragments ----------

const PUBLISHED = '!(_id in path("drafts.**"))';

/**
 * A game the viewer's market may see: neither the game, its provider nor its sub-provider lists any of
 * `$markets` (the market and, for custom markets, its country). Mirrors isGameRestricted plus the game's own
 * list; an empty `$markets` hides nothing.
 */
const GAME_VISIBLE_IN_MARKETS = `(count($markets) == 0 || !(
  array::intersects(coalesce(restrictedCountries, []), $markets)
  || array::intersects(coalesce(provider->restrictedCountries, []), $markets)
  || array::intersects(coalesce(subProvider->restrictedCountry, []), $markets)))`;

const GAME_ON_CHANNEL = '($channel == null || $channel in channels)';

/** Banners, content boxes, promotions and payment methods: an empty market list means every market. */
const ITEM_IN_MARKETS = '(count($markets) == 0 || count(coalesce(markets, [])) == 0 || array::intersects(markets, $markets))';

const GAME_FIELDS = `_id, _type, name, "slug": gameSlug.current, gameType, channels, betLimits, jackpotExist,
  thumbnail, verticalImage, gridSizes, seats, removeOverlay,
  "restrictedCountries": coalesce(restrictedCountries, []),
  "provider": provider->{ id, title, "restrictedCountries": coalesce(restrictedCountries, []), removeOverlay },
  "subProvider": subProvider->{ _id, title, "restrictedCountry": coalesce(restrictedCountry, []) }`;

const GAME_DETAIL_FIELDS = `${GAME_FIELDS}, providerGameId, tableId, description, rtp, volatility, releasedAt, jackpotSeed`;

const GRID = '{ columns, rows, "tiles": tiles[]{ "gameId": game._ref, size } }';

const CATEGORY_FIELDS = `_type, id, label, visibleInMenu, visibleInLobby, iconSvg, url, order, widgetType,
  desktop${GRID}, tablet${GRID}, mobile${GRID}`;

const PROVIDER_FIELDS = 'id, title, isAggregators, providerImgUrl, type';

const SUB_PROVIDER_FIELDS = `_id, title, providerImgUrl, "providerId": provider->id,
  "restrictedCountry": coalesce(restrictedCountry, [])`;

const AUDIENCE_FIELDS = 'authorized, targetAudience, startDate, endDate, "markets": coalesce(markets, [])';

const PROMOTION_FIELDS = `_id, "slug": slug.current, title, summary, image, bonusCode, order, ${AUDIENCE_FIELDS},
  "category": category->{ _id, "slug": slug.current, title, order },
  "tags": tags[]->{ "slug": slug.current, title }`;

const REGULATION_LOGO_FIELDS = 'id, title, monogram, image, url';

// ---------- params ----------

/** `$markets`: the viewer's market codes, [] for no market filter. */
type MarketParams = { markets: readonly string[] };
type PageParams = { offset: number; end: number };

// ---------- lobby: settings, categories, games, providers ----------

export const LOBBY_SETTINGS_QUERY = defineQuery<VendorSettings | null, { settingsType: string }>(
  'lobbySettings',
  `*[_type == $settingsType && ${PUBLISHED}][0]{
    _type,
    "categories": categories[]->{ ${CATEGORY_FIELDS} },
    "availableProviders": availableProviders[]->{ ${PROVIDER_FIELDS} },
    "exclusionSubProviders": exclusionSubProviders[]->{ ${SUB_PROVIDER_FIELDS} },
    "availableSubProviders": availableSubProviders[]->{ ${SUB_PROVIDER_FIELDS} }
  }`,
);

export const CATEGORY_PAGE_QUERY = defineQuery<
  VendorCategoryPage | null,
  MarketParams & PageParams & { categoryType: string; categoryId: string; channel: string | null }
>(
  'categoryPage',
  `*[_type == $categoryType && id == $categoryId && ${PUBLISHED}][0]{
    ${CATEGORY_FIELDS},
    "games": (games[]->)[defined(_id) && ${GAME_ON_CHANNEL} && ${GAME_VISIBLE_IN_MARKETS}][$offset...$end]{ ${GAME_FIELDS} }
  }`,
);

export const GAME_BY_SLUG_QUERY = defineQuery<VendorGameDetail | null, { gameType: string; slug: string }>(
  'gameBySlug',
  `*[_type == $gameType && gameSlug.current == $slug && ${PUBLISHED}][0]{ ${GAME_DETAIL_FIELDS} }`,
);

/** One game of either lobby by content id, for game launch (market rules are applied by the caller). */
export const GAME_BY_ID_QUERY = defineQuery<VendorGameDetail | null, { id: string }>(
  'gameById',
  `*[_type in ["casinoGames", "liveCasinoGames", "virtualSportsGames"] && _id == $id && ${PUBLISHED}][0]{ ${GAME_DETAIL_FIELDS} }`,
);

/** The catalogue id of a provider's game by its own code or table id (the sandbox provider server's lookup). */
export const GAME_ID_BY_PROVIDER_CODE_QUERY = defineQuery<{ id: string } | null, { provider: string; code: string }>(
  'gameIdByProviderCode',
  `*[_type in ["casinoGames", "liveCasinoGames", "virtualSportsGames"] && provider->id == $provider && (providerGameId == $code || tableId == $code) && ${PUBLISHED}] | order(_id asc)[0]{ "id": _id }`,
);

/** `$terms`: one `word*` pattern per word typed, all of which must match; null lists every game. */
export const SEARCH_GAMES_QUERY = defineQuery<
  VendorGame[],
  MarketParams &
    PageParams & {
      gameType: string;
      terms: readonly string[] | null;
      channel: string | null;
      providerIds: readonly string[];
      subProviderIds: readonly string[];
    }
>(
  'searchGames',
  `*[_type == $gameType && ${PUBLISHED}
    && ($terms == null || name match $terms)
    && ${GAME_ON_CHANNEL}
    && (count($providerIds) == 0 || provider->id in $providerIds)
    && (count($subProviderIds) == 0 || subProvider._ref in $subProviderIds)
    && ${GAME_VISIBLE_IN_MARKETS}
  ] | order(name asc, _id asc) [$offset...$end]{ ${GAME_FIELDS} }`,
);

export const GAMES_BY_IDS_QUERY = defineQuery<VendorGame[], MarketParams & { ids: readonly string[] }>(
  'gamesByIds',
  `*[_type in ["casinoGames", "liveCasinoGames", "virtualSportsGames"] && _id in $ids && ${PUBLISHED} && ${GAME_VISIBLE_IN_MARKETS}]{ ${GAME_FIELDS} }`,
);

/** Live tables the lobby shows seats for: each live game with a provider table id, its seats and provider. */
export const LIVE_TABLE_GAMES_QUERY = defineQuery<{ id: string; tableId: string; seats: number | null; providerId: string | null }[], Record<string, never>>(
  'liveTableGames',
  `*[_type == "liveCasinoGames" && defined(tableId) && ${PUBLISHED}] | order(_id asc){ "id": _id, tableId, seats, "providerId": provider->id }`,
);

/** Starting values of the platform's jackpots (EUR minor units) for the jackpot games among `$ids`. */
export const JACKPOT_SEEDS_QUERY = defineQuery<{ id: string; jackpotSeed: number }[], { ids: readonly string[] }>(
  'jackpotSeeds',
  `*[_type in ["casinoGames", "liveCasinoGames", "virtualSportsGames"] && _id in $ids && jackpotExist == true && defined(jackpotSeed) && ${PUBLISHED}]{ "id": _id, jackpotSeed }`,
);

export const PROVIDERS_QUERY = defineQuery<VendorProvider[], { providerTypes: readonly string[] }>(
  'providers',
  `*[_type == "gameProvider" && type in $providerTypes && ${PUBLISHED}] | order(order asc, title asc){ ${PROVIDER_FIELDS} }`,
);

// ---------- promotions ----------

export const PROMOTIONS_QUERY = defineQuery<VendorPromotion[], MarketParams>(
  'promotions',
  `*[_type == "promotion" && ${PUBLISHED} && ${ITEM_IN_MARKETS}] | order(order asc, _id asc){ ${PROMOTION_FIELDS} }`,
);

export const PROMOTIONS_BY_CATEGORY_QUERY = defineQuery<VendorPromotion[], MarketParams & { categorySlug: string }>(
  'promotionsByCategory',
  `*[_type == "promotion" && ${PUBLISHED} && category->slug.current == $categorySlug && ${ITEM_IN_MARKETS}]
    | order(order asc, _id asc){ ${PROMOTION_FIELDS} }`,
);

export const PROMOTIONS_BY_TAG_QUERY = defineQuery<VendorPromotion[], MarketParams & { tagSlug: string }>(
  'promotionsByTag',
  `*[_type == "promotion" && ${PUBLISHED} && $tagSlug in tags[]->slug.current && ${ITEM_IN_MARKETS}]
    | order(order asc, _id asc){ ${PROMOTION_FIELDS} }`,
);

export const PROMOTION_BY_SLUG_QUERY = defineQuery<VendorPromotionDetail | null, { slug: string }>(
  'promotionBySlug',
  `*[_type == "promotion" && slug.current == $slug && ${PUBLISHED}][0]{ ${PROMOTION_FIELDS}, body, terms }`,
);

export const PROMOTION_CATEGORIES_QUERY = defineQuery<VendorPromotionCategory[], Record<string, never>>(
  'promotionCategories',
  `*[_type == "promotionCategory" && ${PUBLISHED}] | order(order asc, _id asc){ _id, "slug": slug.current, title, order }`,
);

// ---------- marketing ----------

export const BANNERS_QUERY = defineQuery<VendorBanner[], MarketParams & { placement: string }>(
  'banners',
  `*[_type == "banner" && ${PUBLISHED} && $placement in placements && ${ITEM_IN_MARKETS}] | order(order asc, _id asc){
    _id, title, description, button, urlAction, images, placements, order, ${AUDIENCE_FIELDS}
  }`,
);

export const CONTENT_BOXES_QUERY = defineQuery<VendorContentBox[], MarketParams & { placement: string }>(
  'contentBoxes',
  `*[_type == "contentBox" && ${PUBLISHED} && $placement in placements && ${ITEM_IN_MARKETS}] | order(order asc, _id asc){
    _id, title, text, button, urlAction, image, placements, order, ${AUDIENCE_FIELDS}
  }`,
);

// ---------- pages ----------

export const STATIC_PAGE_QUERY = defineQuery<VendorStaticPage | null, { slug: string }>(
  'staticPage',
  `*[_type == "staticPage" && slug.current == $slug && ${PUBLISHED}][0]{ "slug": slug.current, title, body, updatedAt, version }`,
);

export const LANDING_PAGE_QUERY = defineQuery<VendorLandingPage | null, { id: string }>(
  'landingPage',
  `*[_type == "landingPage" && id == $id && ${PUBLISHED}][0]{ id, title, html, "markets": coalesce(markets, []) }`,
);

export const VIP_PAGE_QUERY = defineQuery<VendorVipPage | null, Record<string, never>>(
  'vipPage',
  `*[_type == "vipPage" && ${PUBLISHED}][0]{ title, intro, body, image, tiers[]{ name, pointsRequired, perks } }`,
);

/** The highest published version is the one players accept. */
export const TERMS_VERSION_QUERY = defineQuery<VendorTermsVersion | null, Record<string, never>>(
  'termsVersion',
  `*[_type == "termsVersion" && ${PUBLISHED}] | order(version desc)[0]{
    version, effectiveDate, summary, "pageSlug": page->slug.current
  }`,
);

// ---------- payments, markets, regulation ----------

export const PAYMENT_METHODS_QUERY = defineQuery<VendorPaymentMethod[], MarketParams>(
  'paymentMethods',
  `*[_type == "paymentMethod" && ${PUBLISHED} && ${ITEM_IN_MARKETS}] | order(order asc, _id asc){
    _id, type, title, image, processTime, deposit, withdrawal, limits[]{ currency, min, max }, "markets": coalesce(markets, []), order
  }`,
);

export const MARKET_QUERY = defineQuery<VendorMarket | null, { code: string }>(
  'market',
  `*[_type == "market" && code == $code && ${PUBLISHED}][0]{
    code,
    "licences": licences[]{ regulator, number, "logo": logo->{ ${REGULATION_LOGO_FIELDS} } },
    "hasVipPage": defined(vipPage),
    pnpBanner,
    footerTermsAndConditions, footerContent, footerLicenseLogos
  }`,
);

export const REGULATION_LOGOS_QUERY = defineQuery<VendorRegulationLogo[], Record<string, never>>(
  'regulationLogos',
  `*[_type == "regulationLogo" && ${PUBLISHED}] | order(id asc){ ${REGULATION_LOGO_FIELDS} }`,
);

/** Every query, for tests and tooling that walk them all. */
export const CONTENT_QUERIES = [
  LOBBY_SETTINGS_QUERY,
  CATEGORY_PAGE_QUERY,
  GAME_BY_SLUG_QUERY,
  GAME_BY_ID_QUERY,
  GAME_ID_BY_PROVIDER_CODE_QUERY,
  SEARCH_GAMES_QUERY,
  GAMES_BY_IDS_QUERY,
  JACKPOT_SEEDS_QUERY,
  LIVE_TABLE_GAMES_QUERY,
  PROVIDERS_QUERY,
  PROMOTIONS_QUERY,
  PROMOTIONS_BY_CATEGORY_QUERY,
  PROMOTIONS_BY_TAG_QUERY,
  PROMOTION_BY_SLUG_QUERY,
  PROMOTION_CATEGORIES_QUERY,
  BANNERS_QUERY,
  CONTENT_BOXES_QUERY,
  STATIC_PAGE_QUERY,
  LANDING_PAGE_QUERY,
  VIP_PAGE_QUERY,
  TERMS_VERSION_QUERY,
  PAYMENT_METHODS_QUERY,
  MARKET_QUERY,
  REGULATION_LOGOS_QUERY,
] as const;
