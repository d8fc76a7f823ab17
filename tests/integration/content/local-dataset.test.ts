import { STATIC_PAGE_SLUGS } from '@/lib/content/documents/pages';
import type { Game, LobbyType } from '@/lib/content/types/games';
import { MARKET_CODES } from '@/lib/markets/markets';
import { setContentSourceForTests } from '@/server/content/get-content-source';
import { getBanners } from '@/server/content/get-banners';
import { getCasinoSettings } from '@/server/content/get-casino-settings';
import { getCategory } from '@/server/content/get-category';
import { getContentBoxes } from '@/server/content/get-content-boxes';
import { getGameBySlug, getGameBySlugInAnyLobby } from '@/server/content/get-game-by-slug';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { getMarketContent } from '@/server/content/get-market-content';
import { getPaymentMethods } from '@/server/content/get-payment-methods';
import { getPromotionBySlug } from '@/server/content/get-promotion-by-slug';
import { getPromotionCategories } from '@/server/content/get-promotion-categories';
import { getPromotions } from '@/server/content/get-promotions';
import { getPromotionsByCategory } from '@/server/content/get-promotions-by-category';
import { getPromotionsByTag } from '@/server/content/get-promotions-by-tag';
import { getProviders } from '@/server/content/get-providers';
import { getRegulationLogos } from '@/server/content/get-regulation-logos';
import { getStaticPage } from '@/server/content/get-static-page';
import { getTermsVersion } from '@/server/content/get-terms-version';
import { getVipPage } from '@/server/content/get-vip-page';
import { isGameHiddenInMarket, viewerMarketCodes } from '@/server/content/game-visibility';
import { createLocalSource } from '@/server/content/local-source';
import { searchGames } from '@/server/content/search-games';
import { DATASET_PATH, ofType, readDataset, type RawDocument } from './support/dataset';

// The local source over the committed content/dataset.ndjson answers every operation the pages use.
const documents = readDataset();
const refs = (value: unknown) => (value as { _ref: string }[]).map((ref) => ref._ref);
const casinoGames = ofType(documents, 'casinoGames');
const liveGames = ofType(documents, 'liveCasinoGames');

beforeAll(() => setContentSourceForTests(createLocalSource({ path: DATASET_PATH })));
afterAll(() => setContentSourceForTests(undefined));

async function allCategoryGames(type: LobbyType, categoryId: string, market?: string): Promise<Game[]> {
  const games: Game[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getCategory({ type, categoryId, language: 'en', market, offset, limit: 100 });
    games.push(...page!.games);
    if (!page!.hasMore) return games;
  }
}

describe('lobby settings and categories', () => {
  it.each([
    ['casino', 'casinoSettings'],
    ['liveCasino', 'liveCasinoSettings'],
  ] as const)('reads %s settings with every referenced category and provider', async (type, settingsType) => {
    const raw = ofType(documents, settingsType)[0];
    const settings = await getCasinoSettings({ type, language: 'en' });
    expect(
      settings?.categories.map((c) => `${ofType(documents, type === 'casino' ? 'casinoGameCategory' : 'liveCasinoGameCategory')[0]._type}-${c.id}`),
    ).toEqual(refs(raw.categories));
    expect(settings?.availableProviders.map((p) => `gameProvider-${p.id}`)).toEqual(refs(raw.availableProviders));
    expect(settings?.availableSubProviders.map((s) => `subProvider-${s.id}`)).toEqual(refs(raw.availableSubProviders));
    expect(settings?.exclusionSubProviders.map((s) => s.id)).toEqual(type === 'casino' ? ['pgsoft'] : ['evolution']);
    for (const category of settings!.categories) {
      expect(category.label).not.toBe('');
      expect(category.iconSvg.startsWith('<svg')).toBe(true);
      expect(category.hideInMenu).toBe(!documents.find((d) => d.id === category.id && d._type.endsWith('GameCategory'))?.visibleInMenu);
    }
  });

  it('slices a category with limit + 1: 30 of 341, hasMore until the last page', async () => {
    const first = await getCategory({ type: 'casino', categoryId: 'all-games', language: 'en' });
    expect(first).toMatchObject({ offset: 0, limit: 30, hasMore: true });
    expect(first!.games).toHaveLength(30);
    const last = await getCategory({ type: 'casino', categoryId: 'all-games', language: 'en', offset: 330, limit: 30 });
    expect(last!.games).toHaveLength(11);
    expect(last!.hasMore).toBe(false);
    const exact = await getCategory({ type: 'casino', categoryId: 'all-games', language: 'en', offset: 311, limit: 30 });
    expect(exact!.games).toHaveLength(30);
    expect(exact!.hasMore).toBe(false);
  });

  it.each([...ofType(documents, 'casinoGameCategory'), ...ofType(documents, 'liveCasinoGameCategory')].map((c) => [c._type, c.id as string, c] as const))(
    '%s %s pages through every game in the category order',
    async (docType, id, raw: RawDocument) => {
      const games = await allCategoryGames(docType === 'casinoGameCategory' ? 'casino' : 'liveCasino', id);
      expect(games.map((g) => g.id)).toEqual(refs(raw.games));
    },
  );

  it('gives each game its restriction data, images and defaults', async () => {
    const games = await allCategoryGames('casino', 'all-games');
    expect(games).toHaveLength(casinoGames.length);
    for (const game of games) {
      expect(Array.isArray(game.provider.restrictedCountries)).toBe(true);
      expect(Array.isArray(game.restrictedCountries)).toBe(true);
      expect(game.thumbnail?.url2x).toMatch(/^\/api\/content\/images\/local\/production\/[0-9a-f]{40}-400x400\.svg\?w=400&h=400&fm=webp&q=75$/);
      expect(game.verticalImage?.url1x).toMatch(/-400x800\.svg\?w=200&h=400&/);
      expect(game.seatsTaken).toBeNull();
    }
    expect(games.some((g) => g.provider.restrictedCountries.length > 0)).toBe(true);
    expect(games.some((g) => g.restrictedCountries.length > 0)).toBe(true);
    expect(games.some((g) => g.subProvider !== null)).toBe(true);
  });
});

describe('market restrictions', () => {
  async function searchAll(type: 'casino' | 'liveCasino', market?: string): Promise<Game[]> {
    const games: Game[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await searchGames({ type, market, offset, limit: 100 });
      games.push(...page.games);
      if (!page.hasMore) return games;
    }
  }

  let everything: Game[] = [];
  beforeAll(async () => {
    everything = [...(await searchAll('casino')), ...(await searchAll('liveCasino'))];
  });

  // Every market some restriction list names (directly or through its country), plus two that none names.
  const listed = new Set(documents.flatMap((d) => [...((d.restrictedCountries as string[]) ?? []), ...((d.restrictedCountry as string[]) ?? [])]));
  const markets = MARKET_CODES.filter((code) => viewerMarketCodes(code).some((c) => listed.has(c))).concat(['FI', 'CA']);

  it.each(markets)('%s: the query hides exactly the games isGameHiddenInMarket hides', async (market) => {
    const visible = [...(await searchAll('casino', market)), ...(await searchAll('liveCasino', market))];
    expect(visible.map((g) => g.id)).toEqual(everything.filter((g) => !isGameHiddenInMarket(g, market)).map((g) => g.id));
  });

  it('applies the same filter to category pages and to games by id', async () => {
    const all = await allCategoryGames('casino', 'all-games');
    for (const market of ['DE', 'JJ', 'NL', 'LL']) {
      const visible = await allCategoryGames('casino', 'all-games', market);
      expect(visible.map((g) => g.id)).toEqual(all.filter((g) => !isGameHiddenInMarket(g, market)).map((g) => g.id));
      expect(visible.length).toBeLessThan(all.length);
    }
    const favourites = all.slice(0, 30).map((g) => g.id);
    const byId = await getGamesByIds({ ids: favourites, market: 'DE' });
    expect(byId.map((g) => g.id)).toEqual(
      all
        .slice(0, 30)
        .filter((g) => !isGameHiddenInMarket(g, 'DE'))
        .map((g) => g.id),
    );
  });
});

describe('games: by slug, search, providers', () => {
  it('finds casino and live games by slug, and nothing across lobbies', async () => {
    for (const raw of [...casinoGames.slice(0, 10), ...liveGames.slice(0, 10)]) {
      const type = raw._type === 'casinoGames' ? 'casino' : 'liveCasino';
      const slug = (raw.gameSlug as { current: string }).current;
      const game = await getGameBySlug({ type, slug, language: 'en' });
      expect(game).toMatchObject({ id: raw._id, name: raw.name, providerGameId: raw.providerGameId, rtp: raw.rtp });
      expect(await getGameBySlug({ type: type === 'casino' ? 'liveCasino' : 'casino', slug, language: 'en' })).toBeNull();
    }
  });

  it('searches by name', async () => {
    const target = casinoGames[42];
    const result = await searchGames({ type: 'casino', query: target.name as string });
    expect(result.games.map((g) => g.id)).toContain(target._id);
    for (const game of result.games) {
      for (const word of (target.name as string).toLowerCase().split(/\s+/)) expect(game.name.toLowerCase()).toMatch(new RegExp(`\\b${word}`));
    }
  });

  it('lists every game, alphabetically, when browsing without a term', async () => {
    const names: string[] = [];
    for (let offset = 0, more = true; more; offset += 100) {
      const page = await searchGames({ type: 'casino', offset, limit: 100 });
      names.push(...page.games.map((g) => g.name));
      more = page.hasMore;
    }
    expect(names).toHaveLength(casinoGames.length);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by provider, sub-provider and channel', async () => {
    const byProvider = await searchGames({ type: 'casino', providerIds: ['relax'], limit: 100 });
    const expected = casinoGames.filter((g) => (g.provider as { _ref: string })._ref === 'gameProvider-relax');
    expect(byProvider.games.map((g) => g.id).sort()).toEqual(expected.map((g) => g._id).sort());

    const bySub = await searchGames({ type: 'casino', subProviderIds: ['pgsoft'], limit: 100 });
    expect(bySub.games.length).toBeGreaterThan(0);
    expect(bySub.games.every((g) => g.subProvider?.id === 'pgsoft')).toBe(true);

    const desktopOnly = casinoGames.filter((g) => !(g.channels as string[]).includes('mobile'));
    let mobileCount = 0;
    for (let offset = 0, more = true; more; offset += 100) {
      const page = await searchGames({ type: 'casino', channel: 'mobile', offset, limit: 100 });
      mobileCount += page.games.length;
      more = page.hasMore;
    }
    expect(mobileCount).toBe(casinoGames.length - desktopOnly.length);
  });

  it('lists each lobby’s providers', async () => {
    const providers = ofType(documents, 'gameProvider');
    const ofTypes = (...types: string[]) =>
      providers
        .filter((p) => types.includes(p.type as string))
        .map((p) => p.id as string)
        .sort();
    const casino = await getProviders({ type: 'casino' });
    expect(casino.map((p) => p.id).sort()).toEqual(ofTypes('casino', 'both'));
    const live = await getProviders({ type: 'liveCasino' });
    expect(live.map((p) => p.id).sort()).toEqual(ofTypes('liveCasino', 'both'));
    const virtual = await getProviders({ type: 'virtualSports' });
    expect(virtual.map((p) => p.id)).toEqual(['tidalvirtuals']);
  });
});

describe('the virtual sports lobby', () => {
  const races = ofType(documents, 'virtualSportsGames');

  it('holds the races in their own settings, categories and search, apart from the casino lobbies', async () => {
    expect(races.length).toBeGreaterThanOrEqual(8);
    const settings = await getCasinoSettings({ type: 'virtualSports', language: 'en' });
    expect(settings?.categories.map((c) => c.id)).toEqual(['featured-races', 'horse-racing', 'greyhound-racing']);
    expect(settings?.availableProviders.map((p) => p.id)).toEqual(['tidalvirtuals']);
    const horses = await allCategoryGames('virtualSports', 'horse-racing');
    expect(horses.length).toBeGreaterThan(0);
    expect(horses.every((game) => game.type === 'virtualSports' && game.gameType === 'horseRacing')).toBe(true);
    const found = await searchGames({ type: 'virtualSports', limit: 100 });
    expect(found.games.map((g) => g.id).sort()).toEqual(races.map((r) => r._id).sort());
    expect((await searchGames({ type: 'casino', query: 'Harbour Derby' })).games).toEqual([]);
  });

  it('finds a race by slug only in its own lobby, with its RTP and fixed-price description', async () => {
    const game = await getGameBySlug({ type: 'virtualSports', slug: 'harbour-derby', language: 'en' });
    expect(game).toMatchObject({ id: 'virtual-harbour-derby', type: 'virtualSports', gameType: 'horseRacing', rtp: 9449, provider: { id: 'tidalvirtuals' } });
    expect(await getGameBySlug({ type: 'casino', slug: 'harbour-derby', language: 'en' })).toBeNull();
    expect(await getGameBySlugInAnyLobby({ slug: 'harbour-derby', language: 'en' })).toMatchObject({ id: 'virtual-harbour-derby' });
    expect(await getGameBySlugInAnyLobby({ slug: (casinoGames[0].gameSlug as { current: string }).current, language: 'en' })).toMatchObject({ type: 'casino' });
    expect((await getGamesByIds({ ids: ['virtual-dockside-dogs'] }))[0]).toMatchObject({ type: 'virtualSports', gameType: 'greyhoundRacing' });
  });
});

describe('promotions, marketing and pages', () => {
  it('lists promotions, by category and by tag', async () => {
    const raw = ofType(documents, 'promotion');
    const promotions = await getPromotions({ language: 'en' });
    expect(promotions).toHaveLength(raw.length);
    const categories = await getPromotionCategories({ language: 'en' });
    expect(categories).toHaveLength(ofType(documents, 'promotionCategory').length);
    let inCategories = 0;
    for (const category of categories) inCategories += (await getPromotionsByCategory({ categorySlug: category.slug, language: 'en' })).length;
    expect(inCategories).toBe(raw.length);
    for (const tag of ofType(documents, 'promotionTag')) {
      const slug = (tag.slug as { current: string }).current;
      const tagged = await getPromotionsByTag({ tagSlug: slug, language: 'en' });
      expect(tagged.every((p) => p.tags.some((t) => t.slug === slug))).toBe(true);
    }
    for (const promotion of promotions) {
      const detail = await getPromotionBySlug({ slug: promotion.slug, language: 'fi' });
      expect(detail?.body.length).toBeGreaterThan(0);
      expect(detail?.terms.length).toBeGreaterThan(0);
    }
  });

  it('reads banners and content boxes per placement', async () => {
    for (const placement of ['home', 'casino', 'liveCasino', 'sportsbook', 'promotions'] as const) {
      const banners = await getBanners({ placement, language: 'de' });
      expect(banners.map((b) => b.id).sort()).toEqual(
        ofType(documents, 'banner')
          .filter((b) => (b.placements as string[]).includes(placement))
          .map((b) => b._id)
          .sort(),
      );
      const boxes = await getContentBoxes({ placement, language: 'en' });
      expect(boxes.map((b) => b.id).sort()).toEqual(
        ofType(documents, 'contentBox')
          .filter((b) => (b.placements as string[]).includes(placement))
          .map((b) => b._id)
          .sort(),
      );
    }
  });

  it.each(STATIC_PAGE_SLUGS)('reads the %s page', async (slug) => {
    const page = await getStaticPage({ slug, language: 'fi' });
    expect(page?.slug).toBe(slug);
    expect(page?.body.length).toBeGreaterThan(0);
  });

  it('reads the VIP page, terms version, regulation logos and payment methods', async () => {
    expect((await getVipPage({ language: 'en' }))?.tiers.length).toBeGreaterThan(0);
    const terms = await getTermsVersion({ language: 'en' });
    expect(terms).toMatchObject({ version: ofType(documents, 'termsVersion')[0].version, pageSlug: 'terms' });
    expect((await getStaticPage({ slug: 'terms', language: 'en' }))?.version).toBe(terms?.version);
    expect(await getRegulationLogos()).toHaveLength(ofType(documents, 'regulationLogo').length);
    expect(await getPaymentMethods({ language: 'en' })).toHaveLength(ofType(documents, 'paymentMethod').length);
  });

  it.each(ofType(documents, 'market').map((m) => m.code as string))('reads market %s with its licences', async (code) => {
    const market = await getMarketContent({ market: code, language: 'en' });
    expect(market?.code).toBe(code);
    for (const licence of market!.licences) expect(licence.logo?.image?.url2x).toMatch(/^\/api\/content\/images\//);
  });
});
