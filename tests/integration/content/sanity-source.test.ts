import { LOCAL_IMAGE_BASE_URL } from '@/lib/content/rules/image-url';
import { getBanners } from '@/server/content/get-banners';
import { getCasinoSettings } from '@/server/content/get-casino-settings';
import { getCategory } from '@/server/content/get-category';
import { setContentSourceForTests } from '@/server/content/get-content-source';
import { getContentBoxes } from '@/server/content/get-content-boxes';
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
import { getRegulationLogos } from '@/server/content/get-regulation-logos';
import { getStaticPage } from '@/server/content/get-static-page';
import { getTermsVersion } from '@/server/content/get-terms-version';
import { getVipPage } from '@/server/content/get-vip-page';
import { createLocalSource } from '@/server/content/local-source';
import { createSanitySource } from '@/server/content/sanity-source';
import { searchGames } from '@/server/content/search-games';
import type { ContentSource } from '@/server/content/source';
import { DATASET_PATH, ofType, readDataset, type RawDocument } from './support/dataset';
import { startGroqServer, type GroqServer } from './support/groq-server';

// The Sanity source (@sanity/client over HTTP) against a local server answering Sanity's query API with the
// same dataset: every operation must return exactly what the local source returns.
const documents = readDataset();
const local = createLocalSource({ path: DATASET_PATH });
let server: GroqServer;
let sanity: ContentSource;

beforeAll(async () => {
  server = await startGroqServer(documents);
  // Project "local" and the app's image route make image URLs comparable with the local source's.
  sanity = createSanitySource({ projectId: 'local', dataset: 'production', apiHost: server.url, imageBaseUrl: LOCAL_IMAGE_BASE_URL });
});
afterAll(async () => {
  setContentSourceForTests(undefined);
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

async function both<T>(operation: () => Promise<T>): Promise<{ local: T; sanity: T }> {
  setContentSourceForTests(local);
  const fromLocal = await operation();
  setContentSourceForTests(sanity);
  const fromSanity = await operation();
  return { local: fromLocal, sanity: fromSanity };
}

const casinoGame = ofType(documents, 'casinoGames')[7];
const liveGame = ofType(documents, 'liveCasinoGames')[3];
const slugOf = (doc: RawDocument) => (doc.gameSlug as { current: string }).current;

const operations: [string, () => Promise<unknown>][] = [
  ['casino settings', () => getCasinoSettings({ type: 'casino', language: 'fi' })],
  ['live casino settings', () => getCasinoSettings({ type: 'liveCasino', language: 'de' })],
  ['category page', () => getCategory({ type: 'casino', categoryId: 'all-games', language: 'en', offset: 30, limit: 30 })],
  ['category page in a market on mobile', () => getCategory({ type: 'casino', categoryId: 'popular', language: 'en', market: 'JJ', channel: 'mobile' })],
  ['live category page', () => getCategory({ type: 'liveCasino', categoryId: 'roulette', language: 'en' })],
  ['missing category', () => getCategory({ type: 'casino', categoryId: 'nope', language: 'en' })],
  ['casino game by slug', () => getGameBySlug({ type: 'casino', slug: slugOf(casinoGame), language: 'fi' })],
  ['live game by slug', () => getGameBySlug({ type: 'liveCasino', slug: slugOf(liveGame), language: 'en' })],
  ['search by name', () => searchGames({ type: 'casino', query: 'big' })],
  ['search with filters', () => searchGames({ type: 'casino', providerIds: ['relax', 'playngo'], channel: 'mobile', market: 'DE', offset: 10, limit: 20 })],
  ['search by sub-provider', () => searchGames({ type: 'casino', subProviderIds: ['pgsoft'] })],
  ['live search', () => searchGames({ type: 'liveCasino', query: 'roulette' })],
  ['games by id', () => getGamesByIds({ ids: [liveGame._id, casinoGame._id, 'missing'], market: 'FI' })],
  ['providers', () => getProviders({ type: 'liveCasino' })],
  ['promotions', () => getPromotions({ language: 'fi', market: 'FI' })],
  ['promotion categories', () => getPromotionCategories({ language: 'en' })],
  ['promotions by category', () => getPromotionsByCategory({ categorySlug: 'casino', language: 'en' })],
  ['promotions by tag', () => getPromotionsByTag({ tagSlug: 'free-spins', language: 'en' })],
  ['promotion by slug', () => getPromotionBySlug({ slug: (ofType(documents, 'promotion')[0].slug as { current: string }).current, language: 'de' })],
  ['banners', () => getBanners({ placement: 'casino', language: 'en', market: 'CA' })],
  ['content boxes', () => getContentBoxes({ placement: 'home', language: 'en' })],
  ['static page', () => getStaticPage({ slug: 'responsible-gambling', language: 'fi' })],
  ['VIP page', () => getVipPage({ language: 'en' })],
  ['terms version', () => getTermsVersion({ language: 'de' })],
  ['payment methods', () => getPaymentMethods({ language: 'en', market: 'FI' })],
  ['market content', () => getMarketContent({ market: 'FI', language: 'fi' })],
  ['regulation logos', () => getRegulationLogos()],
];

describe('Sanity source against a Sanity-compatible query API', () => {
  it.each(operations)('%s: same app objects as the local source', async (_name, operation) => {
    const results = await both(operation);
    expect(results.sanity).toEqual(results.local);
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.method === 'GET' && request.perspective === 'published')).toBe(true);
  });

  it('answers something real, not two empty results', async () => {
    const results = await both(() => getCategory({ type: 'casino', categoryId: 'all-games', language: 'en' }));
    expect(results.sanity?.games).toHaveLength(30);
  });

  it('sends a query longer than 11264 encoded characters by POST, with the same answer', async () => {
    const ids = [...ofType(documents, 'casinoGames'), ...ofType(documents, 'liveCasinoGames')].map((game) => game._id);
    const results = await both(() => getGamesByIds({ ids }));
    expect(results.sanity).toEqual(results.local);
    expect(results.sanity).toHaveLength(ids.length);
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('switches from GET to POST exactly at 11264 characters of encoded query string', async () => {
    const groq = '*[_type == $type][0...1]._id';
    const encodedLength = (padding: string) =>
      `?${new URLSearchParams([
        ['query', groq],
        ['$type', JSON.stringify('casinoGames')],
        ['$padding', JSON.stringify(padding)],
      ])}`.length;
    const base = encodedLength('');
    const below = 'x'.repeat(11263 - base);
    const at = 'x'.repeat(11264 - base);
    expect(encodedLength(below)).toBe(11263);
    expect(encodedLength(at)).toBe(11264);
    expect(await sanity.query(groq, { type: 'casinoGames', padding: below })).toEqual([ofType(documents, 'casinoGames')[0]._id]);
    expect(await sanity.query(groq, { type: 'casinoGames', padding: at })).toEqual([ofType(documents, 'casinoGames')[0]._id]);
    expect(server.requests.map((request) => request.method)).toEqual(['GET', 'POST']);
  });

  it('surfaces query errors from the API', async () => {
    await expect(sanity.query('*[', {})).rejects.toThrow();
  });
});
