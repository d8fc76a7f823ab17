/** @jest-environment node */
import { statSync } from 'node:fs';
import { contentDocumentSchema, type ContentDocument, type DocumentOfType } from '@/lib/content/documents/content-document';
import { imageFileName } from '@/lib/content/documents/images';
import { STATIC_PAGE_SLUGS } from '@/lib/content/documents/pages';
import { collectReferences, DATASET_FILE, readDatasetLines, readImageFiles } from './load-dataset';

const lines = readDatasetLines();
const documents: ContentDocument[] = lines.map((line) => contentDocumentSchema.parse(JSON.parse(line)));
const byId = new Map(documents.map((d) => [d._id, d]));
const ofType = <T extends ContentDocument['_type']>(type: T) => documents.filter((d): d is DocumentOfType<T> => d._type === type);

describe('content/dataset.ndjson', () => {
  it('validates every line against lib/content/documents', () => {
    const invalid = lines.flatMap((line, index) => {
      const result = contentDocumentSchema.safeParse(JSON.parse(line));
      return result.success ? [] : [`line ${index + 1}: ${result.error.message}`];
    });
    expect(invalid).toEqual([]);
  });

  it('has unique ids, sorted, and stays under 3 MB', () => {
    const ids = documents.map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids);
    expect(statSync(DATASET_FILE).size).toBeLessThan(3 * 1024 * 1024);
  });

  it('resolves every reference to a document', () => {
    const dangling = documents.flatMap((d) =>
      collectReferences(d)
        .filter((r) => !byId.has(r.ref))
        .map((r) => `${d._id} ${r.path} -> ${r.ref}`),
    );
    expect(dangling).toEqual([]);
  });

  it('points references at documents of the right type', () => {
    const typeOf = (id: string) => byId.get(id)?._type;
    for (const game of [...ofType('casinoGames'), ...ofType('liveCasinoGames')]) {
      expect(typeOf(game.provider._ref)).toBe('gameProvider');
      if (game.subProvider) expect(typeOf(game.subProvider._ref)).toBe('subProvider');
    }
    for (const category of ofType('casinoGameCategory')) for (const g of category.games) expect(typeOf(g._ref)).toBe('casinoGames');
    for (const category of ofType('liveCasinoGameCategory')) for (const g of category.games) expect(typeOf(g._ref)).toBe('liveCasinoGames');
    for (const promotion of ofType('promotion')) {
      expect(typeOf(promotion.category._ref)).toBe('promotionCategory');
      for (const tag of promotion.tags) expect(typeOf(tag._ref)).toBe('promotionTag');
    }
  });

  it('has a file in public/content/images for every image asset, and no stray files', () => {
    const files = new Set(readImageFiles());
    const assets = ofType('sanity.imageAsset');
    const expected = new Set(assets.map((a) => imageFileName(a._id)));
    expect([...expected].filter((f) => !files.has(f))).toEqual([]);
    expect([...files].filter((f) => !expected.has(f))).toEqual([]);
    for (const provider of [...ofType('gameProvider'), ...ofType('subProvider')]) {
      expect(files.has(provider.providerImgUrl?.replace('/content/images/', '') ?? '')).toBe(true);
    }
  });

  it('holds at least 300 casino and 60 live casino games with unique slugs', () => {
    const casino = ofType('casinoGames');
    const live = ofType('liveCasinoGames');
    expect(casino.length).toBeGreaterThanOrEqual(300);
    expect(live.length).toBeGreaterThanOrEqual(60);
    const slugs = [...casino, ...live].map((g) => g.gameSlug.current);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = [...casino, ...live].map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives about one game in ten a jackpot with a seed, and bet limits in several currencies', () => {
    const games = [...ofType('casinoGames'), ...ofType('liveCasinoGames')];
    const jackpots = games.filter((g) => g.jackpotExist);
    expect(jackpots.length / games.length).toBeGreaterThan(0.05);
    expect(jackpots.length / games.length).toBeLessThan(0.15);
    for (const g of games) {
      expect(g.jackpotExist).toBe(g.jackpotSeed !== undefined);
      for (const limit of g.betLimits) expect(limit.min).toBeLessThan(limit.max);
    }
    expect(new Set(games.flatMap((g) => g.betLimits.map((l) => l.currency)))).toEqual(new Set(['EUR', 'CAD', 'NOK', 'NZD', 'BRL']));
  });

  it('covers the spec providers, sub-providers and some market restrictions', () => {
    const providers = new Set(ofType('gameProvider').map((p) => p.id));
    for (const id of ['evolution', 'relax', 'playngo', 'quickspin', 'pragmaticplay', 'yggdrasil', 'pariplay', 'softswiss', 'novomatic', 'creedroomz']) {
      expect(providers).toContain(id);
    }
    const subs = ofType('subProvider');
    for (const title of [
      'Wizard Games',
      'Oryx',
      'Thunderspin',
      'Betsoft',
      'Red Rake',
      'Habanero',
      'Apparat',
      'BallyWulff',
      'FBM',
      'Ezugi',
      'Evolution',
      'PG Soft',
    ]) {
      const sub = subs.find((s) => s.title === title);
      expect(sub?.restrictedCountry).toEqual([]);
    }
    expect(subs.some((s) => s.restrictedCountry.length > 0)).toBe(true);
    expect(ofType('gameProvider').some((p) => p.restrictedCountries.includes('DE'))).toBe(true);
  });

  it('builds category grids whose feature tiles are games of that category', () => {
    for (const category of [...ofType('casinoGameCategory'), ...ofType('liveCasinoGameCategory')]) {
      const games = new Set(category.games.map((g) => g._ref));
      expect(games.size).toBeGreaterThan(0);
      for (const device of ['desktop', 'tablet', 'mobile'] as const) {
        for (const tile of category[device].tiles) expect(games.has(tile.game._ref)).toBe(true);
      }
    }
    const sizes = new Set(ofType('casinoGameCategory').flatMap((c) => c.desktop.tiles.map((t) => t.size)));
    expect(sizes).toEqual(new Set(['2xh', '2xv', '4x']));
  });

  it('has the nine static pages with Finnish and German titles, and the terms version they name', () => {
    const pages = ofType('staticPage');
    expect(pages.map((p) => p.slug.current).sort()).toEqual([...STATIC_PAGE_SLUGS].sort());
    for (const page of pages) {
      expect(page.title.fi).toBeTruthy();
      expect(page.title.de).toBeTruthy();
      expect(page.body.en.length).toBeGreaterThanOrEqual(6);
    }
    const [termsVersion] = ofType('termsVersion');
    expect(pages.find((p) => p.slug.current === 'terms')?.version).toBe(termsVersion.version);
  });

  it('varies audiences across banners and keeps a market document per market code', () => {
    const banners = ofType('banner');
    expect(banners.length).toBeGreaterThanOrEqual(6);
    expect(new Set(banners.map((b) => b.authorized))).toEqual(new Set(['authorized', 'not-authorized', 'both']));
    expect(new Set(banners.map((b) => b.targetAudience.option))).toEqual(new Set(['NO_LIMIT', 'GROUP', 'PLAYER_IDS']));
    expect(ofType('promotion').length).toBeGreaterThanOrEqual(12);
    expect(
      ofType('paymentMethod')
        .map((p) => p.type)
        .sort(),
    ).toHaveLength(9);
    expect(ofType('market').every((m) => m.licences.length > 0)).toBe(true);
  });
});
