/** @jest-environment node */
import { documentTag, publishedId, slugTag, TYPE_TAGS, typeTag } from '@/server/content/cache-tags';
import { isGameHiddenInMarket, viewerMarketCodes } from '@/server/content/game-visibility';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageWindow } from '@/server/content/page-window';
import { CONTENT_QUERIES } from '@/server/content/queries';
import { searchTerms } from '@/server/content/search-games';

describe('pageWindow', () => {
  it('defaults to 30 and asks for one more row than the page', () => {
    expect(pageWindow(undefined, undefined)).toEqual({ offset: 0, limit: DEFAULT_PAGE_SIZE, end: 31 });
    expect(pageWindow(60, 30)).toEqual({ offset: 60, limit: 30, end: 91 });
  });

  it('clamps odd values from URLs', () => {
    expect(pageWindow(-5, 0)).toEqual({ offset: 0, limit: 1, end: 2 });
    expect(pageWindow(2.7, 1000)).toEqual({ offset: 2, limit: MAX_PAGE_SIZE, end: 103 });
    expect(pageWindow(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ offset: 0, limit: DEFAULT_PAGE_SIZE, end: 31 });
  });
});

describe('searchTerms', () => {
  it('makes one prefix pattern per word, ignoring punctuation and case', () => {
    expect(searchTerms('Big  Bass!')).toEqual(['big*', 'bass*']);
    expect(searchTerms('Åsa’s wolf-gold')).toEqual(['åsa*', 's*', 'wolf*', 'gold*']);
    expect(searchTerms('  ***  ')).toBeNull();
    expect(searchTerms(undefined)).toBeNull();
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
  });
});

describe('market visibility', () => {
  it('lists the market and, for custom markets, the country it stands for', () => {
    expect(viewerMarketCodes('fi')).toEqual(['FI']);
    expect(viewerMarketCodes('JJ')).toEqual(['JJ', 'DE']);
    expect(viewerMarketCodes('PP')).toEqual(['PP', 'SE']);
    expect(viewerMarketCodes(null)).toEqual([]);
  });

  it('hides a game by provider, sub-provider or its own list', () => {
    const game = { provider: { id: 'p', title: 'P', restrictedCountries: ['SE'] }, subProvider: null, restrictedCountries: ['de'] };
    expect(isGameHiddenInMarket(game, 'PP')).toBe(true);
    expect(isGameHiddenInMarket(game, 'JJ')).toBe(true);
    expect(isGameHiddenInMarket(game, 'FI')).toBe(false);
    expect(isGameHiddenInMarket(game, undefined)).toBe(false);
  });
});

describe('cache tags', () => {
  it('has one tag per document type and one per id and slug', () => {
    expect(typeTag('banner')).toBe(TYPE_TAGS.banner);
    expect(typeTag('faq')).toBe('content:type:faq');
    expect(documentTag('drafts.banner-x')).toBe('content:id:banner-x');
    expect(publishedId('versions.r1.banner-x')).toBe('banner-x');
    expect(slugTag('promotion', 'welcome')).toBe('content:slug:promotion:welcome');
    expect(new Set(Object.values(TYPE_TAGS)).size).toBe(Object.keys(TYPE_TAGS).length);
  });
});

describe('queries', () => {
  it('are named once and exclude drafts at every top-level read', () => {
    expect(new Set(CONTENT_QUERIES.map((q) => q.name)).size).toBe(CONTENT_QUERIES.length);
    for (const query of CONTENT_QUERIES) {
      const reads = query.groq.match(/\*\[/g) ?? [];
      const drafts = query.groq.match(/!\(_id in path\("drafts\.\*\*"\)\)/g) ?? [];
      expect([query.name, drafts.length]).toEqual([query.name, reads.length]);
    }
  });
});
