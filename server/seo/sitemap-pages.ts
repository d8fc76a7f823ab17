import 'server-only';
import { STATIC_PAGE_SLUGS } from '@/lib/content/documents/pages';
import { isInMarkets, promotionPath, tagsOf, visiblePromotions } from '@/lib/content/render/promotion-visibility';
import type { Game, LobbyType } from '@/lib/content/types/games';
import type { Promotion } from '@/lib/content/types/promotions';
import { ENABLED_LOCALES, parseLocale } from '@/lib/markets';
import { WELCOME_SEGMENT } from '@/lib/brand';
import { localesByMarket, pagesFromMarketPaths, type SitemapPage } from '@/lib/seo/sitemap';
import { getCasinoSettings } from '@/server/content/get-casino-settings';
import { getMarketContent } from '@/server/content/get-market-content';
import { getPromotionCategories } from '@/server/content/get-promotion-categories';
import { getPromotions } from '@/server/content/get-promotions';
import { isGameHiddenInMarket, viewerMarketCodes } from '@/server/content/game-visibility';
import { searchGames } from '@/server/content/search-games';

const LOBBIES: Record<LobbyType, string> = { casino: '/online-casino', liveCasino: '/live-casino-online', virtualSports: '/virtuals' };
const PAGE_SIZE = 100;

/**
 * Every game of a lobby with its restriction lists, read once for all markets: the market filter is then the
 * same rule in JavaScript (isGameHiddenInMarket, which an integration test holds equal to the GROQ filter),
 * not one query per market (27 markets × 5 pages took minutes on groq-js).
 */
async function allGames(type: LobbyType): Promise<Game[]> {
  const games: Game[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await searchGames({ type, market: null, offset, limit: PAGE_SIZE });
    games.push(...page.games);
    if (!page.hasMore) return games;
  }
}

async function categoryPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const type of Object.keys(LOBBIES) as LobbyType[]) {
    const settings = await getCasinoSettings({ type, language: 'en' });
    for (const category of settings?.categories ?? []) if (category.visibleInLobby) paths.push(`${LOBBIES[type]}/${category.id}`);
  }
  return paths;
}

type Catalogue = { games: Game[]; promotions: Promotion[] };

/** Per market: its game pages, promotion detail and tag pages, and the VIP page where the market has it. */
async function marketPaths(market: string, catalogue: Catalogue, now: Date): Promise<string[]> {
  const codes = viewerMarketCodes(market);
  const marketContent = await getMarketContent({ market, language: 'en' });
  const games = catalogue.games.filter((game) => !isGameHiddenInMarket(game, market));
  const visible = visiblePromotions(
    catalogue.promotions.filter((promotion) => isInMarkets(promotion, codes)),
    now,
  );
  const tagPaths = [...new Set(visible.map((p) => p.category?.slug).filter((slug): slug is string => !!slug))].flatMap((category) =>
    tagsOf(visible.filter((p) => p.category?.slug === category)).map((tag) => `/promotions/${category}/tag/${tag.slug}`),
  );
  return [
    ...[...new Set(games.map((game) => game.slug))].map((slug) => `/play/${slug}`),
    ...visible.map(promotionPath).filter((path): path is string => path !== null),
    ...tagPaths,
    ...(marketContent?.hasVipPage ? ['/vip'] : []),
  ];
}

/** Every indexable page of the site with the locales it exists in: the input of every locale's sitemap. */
export async function sitemapPages(now = new Date()): Promise<SitemapPage[]> {
  const byMarket = localesByMarket(ENABLED_LOCALES, (locale) => parseLocale(locale)?.market);
  const everywhere = (path: string, priority: number, changeFrequency: SitemapPage['changeFrequency']): SitemapPage => ({
    path,
    locales: ENABLED_LOCALES,
    priority,
    changeFrequency,
  });
  const [categories, promotionCategories, casino, live, promotions] = await Promise.all([
    categoryPaths(),
    getPromotionCategories({ language: 'en' }),
    allGames('casino'),
    allGames('liveCasino'),
    getPromotions({ language: 'en', market: null }),
  ]);
  const catalogue: Catalogue = { games: [...casino, ...live], promotions };
  const perMarket = await Promise.all([...byMarket.keys()].map(async (market) => [market, await marketPaths(market, catalogue, now)] as const));
  return [
    everywhere('', 1, 'daily'),
    everywhere(LOBBIES.casino, 0.9, 'daily'),
    everywhere(LOBBIES.liveCasino, 0.9, 'daily'),
    ...categories.map((path) => everywhere(path, 0.7, 'daily')),
    everywhere('/promotions', 0.8, 'daily'),
    ...promotionCategories.map((category) => everywhere(`/promotions/${category.slug}`, 0.6, 'daily')),
    everywhere(`/${WELCOME_SEGMENT}`, 0.6, 'monthly'),
    ...STATIC_PAGE_SLUGS.map((slug) => everywhere(`/${slug}`, 0.3, 'monthly')),
    ...pagesFromMarketPaths(new Map(perMarket), byMarket, { priority: 0.5, changeFrequency: 'weekly' }),
  ];
}
