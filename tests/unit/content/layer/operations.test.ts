/** @jest-environment node */
import { filterVisible } from '@/lib/content/rules/audience';
import { createMemorySource } from '@/server/content/local-source';
import { setContentSourceForTests } from '@/server/content/get-content-source';
import { getBanners } from '@/server/content/get-banners';
import { getCasinoSettings } from '@/server/content/get-casino-settings';
import { getCategory } from '@/server/content/get-category';
import { getGameBySlug } from '@/server/content/get-game-by-slug';
import { getGamesByIds } from '@/server/content/get-games-by-ids';
import { getMarketContent } from '@/server/content/get-market-content';
import { getPaymentMethods } from '@/server/content/get-payment-methods';
import { getPromotionBySlug } from '@/server/content/get-promotion-by-slug';
import { getPromotionCategories } from '@/server/content/get-promotion-categories';
import { getPromotions } from '@/server/content/get-promotions';
import { getPromotionsByCategory } from '@/server/content/get-promotions-by-category';
import { getPromotionsByTag } from '@/server/content/get-promotions-by-tag';
import { getProviders } from '@/server/content/get-providers';
import { getStaticPage } from '@/server/content/get-static-page';
import { getTermsVersion } from '@/server/content/get-terms-version';
import { getVipPage } from '@/server/content/get-vip-page';
import { searchGames } from '@/server/content/search-games';
import { DOCUMENTS } from './fixtures';

// The queries of server/content/queries.ts evaluated by groq-js over a tiny in-memory dataset, through the
// operations pages call (outside Next, so the data cache is bypassed).
beforeAll(() => setContentSourceForTests(createMemorySource(DOCUMENTS as { _id: string }[])));
afterAll(() => setContentSourceForTests(undefined));

const names = (games: { name: string }[]) => games.map((game) => game.name);

describe('lobby', () => {
  it('reads casino settings with categories, providers and sub-providers, dropping broken references', async () => {
    const settings = await getCasinoSettings({ type: 'casino', language: 'fi' });
    expect(settings?.categories.map((c) => [c.id, c.label, c.hideInMenu])).toEqual([['popular', 'Suositut', true]]);
    expect(settings?.availableProviders.map((p) => p.id)).toEqual(['relax', 'pragmaticplay']);
    expect(settings?.exclusionSubProviders).toEqual([{ id: 'pgsoft', title: 'PG Soft', imageUrl: null, providerId: 'pariplay', restrictedCountry: ['BR'] }]);
    expect(await getCasinoSettings({ type: 'liveCasino', language: 'en' })).toBeNull();
  });

  it('slices a category with limit + 1 and reports whether more follow', async () => {
    const first = await getCategory({ type: 'casino', categoryId: 'popular', language: 'en', limit: 2 });
    expect(first).toMatchObject({ offset: 0, limit: 2, hasMore: true });
    expect(names(first!.games)).toEqual(['Aces High', 'Big Bass Bonanza']);
    const last = await getCategory({ type: 'casino', categoryId: 'popular', language: 'en', offset: 4, limit: 2 });
    // The deleted game's reference is skipped rather than returned as a hole.
    expect(last).toMatchObject({ offset: 4, hasMore: false });
    expect(names(last!.games)).toEqual(['Dragon Ways']);
    expect(await getCategory({ type: 'casino', categoryId: 'nope', language: 'en' })).toBeNull();
  });

  it('serves the published game, never its draft', async () => {
    const category = await getCategory({ type: 'casino', categoryId: 'popular', language: 'en' });
    expect(category!.games).toHaveLength(5);
    expect(category!.category.grids.mobile.tiles).toEqual([{ gameId: 'casino-big-wheel', size: '1x' }]);
    expect((await getGameBySlug({ type: 'casino', slug: 'aces-high', language: 'en' }))?.name).toBe('Aces High');
    expect(await getGameBySlug({ type: 'casino', slug: 'secret-draft', language: 'en' })).toBeNull();
    expect(names((await searchGames({ type: 'casino', query: 'aces' })).games)).toEqual(['Aces High']);
  });

  it('hides games restricted in the market by provider, sub-provider or the game itself', async () => {
    const visible = async (market: string) => names((await getCategory({ type: 'casino', categoryId: 'popular', language: 'en', market }))!.games);
    expect(await visible('DE')).not.toContain('Big Bass Bonanza');
    // JJ is a custom market standing for Germany: a DE restriction applies to it too.
    expect(await visible('JJ')).not.toContain('Big Bass Bonanza');
    expect(await visible('BR')).not.toContain('Coral Queen');
    expect(await visible('FI')).not.toContain('Dragon Ways');
    expect(await visible('NO')).toHaveLength(5);
  });

  it('filters a category by channel', async () => {
    const mobile = await getCategory({ type: 'casino', categoryId: 'popular', language: 'en', channel: 'mobile' });
    expect(names(mobile!.games)).not.toContain('Big Wheel');
  });

  it('searches names by word prefixes, with channel, provider and sub-provider filters', async () => {
    expect(names((await searchGames({ type: 'casino', query: 'big' })).games)).toEqual(['Big Bass Bonanza', 'Big Wheel']);
    expect(names((await searchGames({ type: 'casino', query: 'BIG bo!' })).games)).toEqual(['Big Bass Bonanza']);
    expect(names((await searchGames({ type: 'casino', query: 'big', channel: 'mobile' })).games)).toEqual(['Big Bass Bonanza']);
    expect(names((await searchGames({ type: 'casino', providerIds: ['pragmaticplay', 'pariplay'] })).games)).toEqual(['Big Bass Bonanza', 'Coral Queen']);
    expect(names((await searchGames({ type: 'casino', subProviderIds: ['pgsoft'] })).games)).toEqual(['Coral Queen']);
    expect(names((await searchGames({ type: 'casino', query: 'big', market: 'DE' })).games)).toEqual(['Big Wheel']);
    expect((await searchGames({ type: 'casino', query: 'zzz' })).games).toEqual([]);
  });

  it('pages search results with hasMore', async () => {
    const page = await searchGames({ type: 'casino', limit: 3 });
    expect(page).toMatchObject({ hasMore: true, limit: 3 });
    expect(names(page.games)).toEqual(['Aces High', 'Big Bass Bonanza', 'Big Wheel']);
    expect((await searchGames({ type: 'casino', offset: 3, limit: 3 })).hasMore).toBe(false);
  });

  it('keeps live casino apart from casino', async () => {
    const live = await searchGames({ type: 'liveCasino' });
    expect(live.games.map((g) => [g.name, g.type, g.seats, g.seatsTaken])).toEqual([['Lightning Roulette', 'liveCasino', 7, null]]);
    expect((await getProviders({ type: 'liveCasino' })).map((p) => p.id)).toEqual(['evolution', 'pragmaticplay']);
    expect((await getProviders({ type: 'casino' })).map((p) => p.id)).toEqual(['pragmaticplay', 'relax', 'pariplay']);
  });

  it('resolves games by id in the order asked, once each, without unknown or restricted ones', async () => {
    const ids = ['casino-dragon-ways', 'casino-nope', 'live-lightning-roulette', 'casino-dragon-ways', 'casino-big-bass-bonanza'];
    expect(names(await getGamesByIds({ ids }))).toEqual(['Dragon Ways', 'Lightning Roulette', 'Big Bass Bonanza']);
    expect(names(await getGamesByIds({ ids, market: 'DE' }))).toEqual(['Dragon Ways', 'Lightning Roulette']);
    expect(await getGamesByIds({ ids: [] })).toEqual([]);
  });
});

describe('promotions, banners and pages', () => {
  it('lists promotions by market, category and tag', async () => {
    expect((await getPromotions({ language: 'en' })).map((p) => p.slug)).toEqual(['welcome', 'live-cashback']);
    expect((await getPromotions({ language: 'en', market: 'FI' })).map((p) => p.slug)).toEqual(['welcome']);
    expect((await getPromotionsByCategory({ categorySlug: 'live', language: 'en', market: 'CA' })).map((p) => p.slug)).toEqual(['live-cashback']);
    expect((await getPromotionsByTag({ tagSlug: 'free-spins', language: 'en' })).map((p) => p.slug)).toEqual(['welcome']);
    expect((await getPromotionCategories({ language: 'en' })).map((c) => c.slug)).toEqual(['casino', 'live']);
  });

  it('reads one promotion with rich text', async () => {
    const promotion = await getPromotionBySlug({ slug: 'welcome', language: 'de' });
    expect(promotion).toMatchObject({ title: 'Welcome offer', bonusCode: 'WELCOME', category: { slug: 'casino', title: 'Casino' } });
    expect(promotion?.body[0].children[1]).toEqual({ key: 'b1b', text: 'the rules', marks: ['strong'], href: '/promotions' });
    expect(await getPromotionBySlug({ slug: 'nope', language: 'en' })).toBeNull();
  });

  it('reads banners by placement and market, ready for the audience rule', async () => {
    expect((await getBanners({ placement: 'home', language: 'en' })).map((b) => b.id)).toEqual(['banner-welcome']);
    const casino = await getBanners({ placement: 'casino', language: 'en', market: 'FI' });
    expect(casino.map((b) => b.id)).toEqual(['banner-welcome', 'banner-finland']);
    expect((await getBanners({ placement: 'casino', language: 'en', market: 'NO' })).map((b) => b.id)).toEqual(['banner-welcome']);
    const now = new Date('2026-06-01T00:00:00Z');
    expect(filterVisible(casino, { kind: 'anonymous' }, now).map((b) => b.id)).toEqual(['banner-welcome', 'banner-finland']);
    expect(filterVisible(casino, { kind: 'player', playerId: 1, totalDepositsCount: 0 }, now).map((b) => b.id)).toEqual(['banner-finland']);
  });

  it('reads static pages, VIP page, terms version, market content and payment methods', async () => {
    expect((await getStaticPage({ slug: 'terms', language: 'de' }))?.title).toBe('AGB');
    expect(await getStaticPage({ slug: 'nope', language: 'en' })).toBeNull();
    expect(await getTermsVersion({ language: 'en' })).toEqual({ version: 3, effectiveDate: '2026-09-01', summary: 'Version 3', pageSlug: 'terms' });
    expect((await getVipPage({ language: 'en' }))?.tiers).toEqual([{ name: 'Deckhand', pointsRequired: 0, perks: 'Free spins' }]);
    const market = await getMarketContent({ market: 'fi', language: 'en' });
    expect(market).toMatchObject({ code: 'FI', hasVipPage: true, footerContent: false, pnpBanner: null });
    expect(market?.licences[0]).toMatchObject({ regulator: 'Island Gaming Commission', logo: { id: 'island', monogram: 'IGC' } });
    expect(await getMarketContent({ market: 'NO', language: 'en' })).toBeNull();
    expect((await getPaymentMethods({ language: 'en', market: 'FI' })).map((m) => m.type)).toEqual(['TRUSTLY']);
    expect(await getPaymentMethods({ language: 'en', market: 'NO' })).toEqual([]);
  });
});
