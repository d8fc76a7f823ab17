/** @jest-environment node */
import { parse } from 'groq-js';
import { createGroqDataset, evaluateGroq, narrowReads, parseNdjson, QueryTreeCache } from '@/server/content/groq-dataset';
import { CONTENT_QUERIES } from '@/server/content/queries';
import type { QueryParams } from '@/server/content/source';
import { readDatasetLines } from '../dataset/load-dataset';

type Doc = { _id: string; _type: string; [key: string]: unknown };

// The seeded catalogue plus drafts of a game and a promotion, so the drafts filter has something to drop.
const published = parseNdjson(readDatasetLines().join('\n')) as Doc[];
const first = (type: string) => published.find((doc) => doc._type === type)!;
const drafts: Doc[] = [first('casinoGames'), first('promotion')].map((doc) => ({ ...doc, _id: `drafts.${doc._id}`, name: 'Draft' }));
const documents = [...published, ...drafts];
const dataset = createGroqDataset(documents);

const of = (type: string) => documents.filter((doc) => doc._type === type);
const slug = (doc: Doc | undefined, field: string) => (doc?.[field] as { current?: string } | undefined)?.current ?? 'none';
const games = [...of('casinoGames'), ...of('liveCasinoGames')];
const jackpot = games.find((game) => game.jackpotExist === true)!;
const category = of('casinoGameCategory')[0]!;
const liveCategory = of('liveCasinoGameCategory')[0]!;
const promotion = of('promotion')[0]!;
const promotionCategory = of('promotionCategory')[0]!;
const tag = of('promotionTag')[0]!;
const provider = of('gameProvider')[0]!;
const withCode = games.find((game) => typeof game.providerGameId === 'string')!;
const codeProvider = documents.find((doc) => doc._id === (withCode.provider as { _ref: string })._ref)!;
const restricted = games.find((game) => Array.isArray(game.restrictedCountries) && game.restrictedCountries.length > 0);
const marketSets: string[][] = [[], ['FI'], ['JJ', 'DE'], ...(restricted ? [[(restricted.restrictedCountries as string[])[0]!]] : [])];

/** Params for each defined query: found ids, unknown ids, drafts, and every market set. */
const PARAMS: Record<string, QueryParams[]> = {
  lobbySettings: [{ settingsType: 'casinoSettings' }, { settingsType: 'liveCasinoSettings' }, { settingsType: 'nothing' }],
  categoryPage: marketSets.flatMap((markets) => [
    { markets, categoryType: 'casinoGameCategory', categoryId: category.id as string, channel: 'desktop', offset: 0, end: 31 },
    { markets, categoryType: 'liveCasinoGameCategory', categoryId: liveCategory.id as string, channel: null, offset: 5, end: 16 },
    { markets, categoryType: 'casinoGameCategory', categoryId: 'none', channel: 'mobile', offset: 0, end: 16 },
  ]),
  gameBySlug: [
    { gameType: 'casinoGames', slug: slug(first('casinoGames'), 'gameSlug') },
    { gameType: 'liveCasinoGames', slug: slug(first('liveCasinoGames'), 'gameSlug') },
    { gameType: 'liveCasinoGames', slug: slug(first('casinoGames'), 'gameSlug') },
  ],
  gameById: [{ id: games[0]!._id }, { id: drafts[0]!._id }, { id: promotion._id }, { id: 'missing' }],
  gameIdByProviderCode: [
    { provider: codeProvider.id as string, code: withCode.providerGameId as string },
    { provider: 'x', code: 'y' },
  ],
  searchGames: marketSets.flatMap((markets) => [
    { markets, gameType: 'casinoGames', terms: null, channel: null, providerIds: [], subProviderIds: [], offset: 0, end: 61 },
    { markets, gameType: 'casinoGames', terms: ['a*'], channel: 'mobile', providerIds: [provider.id as string], subProviderIds: [], offset: 0, end: 16 },
    { markets, gameType: 'liveCasinoGames', terms: null, channel: 'desktop', providerIds: [], subProviderIds: [], offset: 30, end: 61 },
  ]),
  gamesByIds: marketSets.flatMap((markets) => [
    {
      markets,
      ids: games
        .slice(0, 12)
        .map((game) => game._id)
        .reverse(),
    },
    { markets, ids: [games[3]!._id, games[3]!._id, drafts[0]!._id, promotion._id, 'missing'] },
    { markets, ids: [] },
  ]),
  jackpotSeeds: [{ ids: [jackpot._id, games[0]!._id, 'missing'] }, { ids: [] }],
  liveTableGames: [{}],
  providers: [{ providerTypes: ['casino'] }, { providerTypes: ['casino', 'liveCasino'] }, { providerTypes: [] }],
  promotions: marketSets.map((markets) => ({ markets })),
  promotionsByCategory: marketSets.map((markets) => ({ markets, categorySlug: slug(promotionCategory, 'slug') })),
  promotionsByTag: marketSets.map((markets) => ({ markets, tagSlug: slug(tag, 'slug') })),
  promotionBySlug: [{ slug: slug(promotion, 'slug') }, { slug: 'none' }],
  promotionCategories: [{}],
  banners: marketSets.flatMap((markets) => [
    { markets, placement: 'home' },
    { markets, placement: 'casino' },
  ]),
  contentBoxes: marketSets.flatMap((markets) => [
    { markets, placement: 'home' },
    { markets, placement: 'casino' },
  ]),
  staticPage: [{ slug: 'terms' }, { slug: 'none' }],
  landingPage: [{ id: (of('landingPage')[0]?.id as string) ?? 'x' }, { id: 'none' }],
  vipPage: [{}],
  termsVersion: [{}],
  paymentMethods: marketSets.map((markets) => ({ markets })),
  market: [{ code: 'FI' }, { code: 'UN' }, { code: 'none' }],
  regulationLogos: [{}],
};

describe('narrowReads', () => {
  const trees = new QueryTreeCache();

  it.each(CONTENT_QUERIES.map((query) => [query.name, query] as const))('%s answers the same narrowed as over every document', async (name, query) => {
    const sets = PARAMS[name];
    expect(sets?.length).toBeGreaterThan(0);
    for (const params of sets!) {
      const tree = trees.get(query.groq, params);
      const full = await evaluateGroq(dataset, tree, params, false);
      const narrowed = await evaluateGroq(dataset, tree, params, true);
      expect([name, params, narrowed]).toEqual([name, params, full]);
    }
  });

  it('answers something for most param sets, so the agreement above is not between empty results', async () => {
    let answered = 0;
    let total = 0;
    for (const query of CONTENT_QUERIES) {
      for (const params of PARAMS[query.name]!) {
        total += 1;
        const result = await evaluateGroq(dataset, trees.get(query.groq, params), params);
        if (result !== null && !(Array.isArray(result) && result.length === 0)) answered += 1;
      }
    }
    expect(answered / total).toBeGreaterThan(0.6);
  });

  it('starts a read by ids or types from those documents only, keeping the filter and dataset order', () => {
    const ids = [games[5]!._id, games[1]!._id];
    const tree = narrowReads(dataset, parse('*[_type in ["casinoGames", "liveCasinoGames"] && _id in $ids && x != 1]{ _id }'), { ids });
    const filter = (tree as { base: { type: string; base: { type: string; value: Doc[] }; expr: unknown } }).base;
    expect(filter.type).toBe('Filter');
    expect(filter.base.type).toBe('Value');
    expect(filter.base.value.map((doc) => doc._id)).toEqual([games[1]!._id, games[5]!._id]);

    const byType = narrowReads(dataset, parse('*[_type == "promotion"]'), {}) as { base: { value: Doc[] } };
    expect(byType.base.value).toEqual(of('promotion'));
    // `_type` of another document (a parent, a dereference) says nothing about `*`'s documents.
    for (const groq of [
      '*[^._type == "promotion"]',
      '*[provider->_type == "gameProvider"]',
      '*[_type == ^.kind]',
      '*[_type == "a" || _id == "b"]',
      '*[!(_type == "a")]',
    ]) {
      expect(narrowReads(dataset, parse(groq), {})).toEqual(parse(groq));
    }
    // A parameter of the wrong shape is not narrowed on.
    expect(narrowReads(dataset, parse('*[_id in $ids]'), { ids: 'x' })).toEqual(parse('*[_id in $ids]'));
    expect(narrowReads(dataset, parse('*[_type == $t]'), { t: ['x'] })).toEqual(parse('*[_type == $t]'));
  });

  it('leaves a tree with nothing to narrow as it was (the cached tree is never changed)', () => {
    const tree = parse('*[defined(name)]{ name, "n": count(*[_type == "x"]) }');
    const before = JSON.stringify(tree);
    const narrowed = narrowReads(dataset, tree, {});
    expect(JSON.stringify(tree)).toBe(before);
    expect(narrowed).not.toBe(tree); // the inner `*[_type == "x"]` was narrowed in a copy
  });
});
