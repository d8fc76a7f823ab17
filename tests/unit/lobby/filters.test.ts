import { filterSearch, filterableProviders, isFiltered, parseLobbyFilter, withoutProviderHref } from '@/lib/lobby/filters';
import type { Provider } from '@/lib/content/types/categories';

const provider = (id: string, isAggregators = false): Provider => ({ id, title: id, isAggregators, imageUrl: null, type: 'both' });

describe('parseLobbyFilter', () => {
  it('reads repeated provider params and the query from URLSearchParams', () => {
    expect(parseLobbyFilter(new URLSearchParams('provider=netent&provider=evolution&q=book'))).toEqual({ providers: ['evolution', 'netent'], query: 'book' });
  });

  it('reads Next.js searchParams objects (string or string[])', () => {
    expect(parseLobbyFilter({ provider: ['playngo', 'elk'], q: '  big   bass ' })).toEqual({ providers: ['elk', 'playngo'], query: 'big bass' });
    expect(parseLobbyFilter({ provider: 'evolution' })).toEqual({ providers: ['evolution'], query: '' });
    expect(parseLobbyFilter({})).toEqual({ providers: [], query: '' });
  });

  it('accepts comma-separated providers, lower-cases and de-duplicates them', () => {
    expect(parseLobbyFilter(new URLSearchParams('provider=Evolution,netent&provider=evolution')).providers).toEqual(['evolution', 'netent']);
  });

  it('drops provider values that are not ids instead of failing the page', () => {
    expect(parseLobbyFilter(new URLSearchParams('provider=<script>&provider=&provider=a b&provider=-x&provider=ok-1')).providers).toEqual(['ok-1']);
  });

  it('caps the number of providers and the query length', () => {
    const many = new URLSearchParams(Array.from({ length: 40 }, (_, i) => `provider=p${String(i).padStart(2, '0')}`).join('&'));
    expect(parseLobbyFilter(many).providers).toHaveLength(20);
    expect(parseLobbyFilter({ q: 'x'.repeat(500) }).query).toHaveLength(100);
  });

  it('takes the first q when repeated', () => {
    expect(parseLobbyFilter(new URLSearchParams('q=one&q=two')).query).toBe('one');
  });
});

describe('isFiltered and filterSearch', () => {
  it('an empty filter is the plain (cacheable) lobby', () => {
    expect(isFiltered({ providers: [], query: '' })).toBe(false);
    expect(filterSearch({ providers: [], query: '' })).toBe('');
  });

  it('round-trips a filter through its URL', () => {
    const filter = { providers: ['evolution', 'netent'], query: 'book of' };
    expect(isFiltered(filter)).toBe(true);
    const search = filterSearch(filter, 3);
    expect(search).toBe('?provider=evolution&provider=netent&q=book+of&page=3');
    expect(parseLobbyFilter(new URLSearchParams(search))).toEqual(filter);
  });

  it('leaves page 1 out of the URL', () => {
    expect(filterSearch({ providers: [], query: 'x' }, 1)).toBe('?q=x');
  });
});

describe('filterableProviders (spec games-wallet-bonuses §2)', () => {
  const all = [provider('evolution'), provider('relax'), provider('pariplay', true), provider('softswiss', true), provider('creedroomz'), provider('netent')];

  it('casino: leaves out relax and every aggregator', () => {
    expect(filterableProviders('casino', all).map((p) => p.id)).toEqual(['evolution', 'creedroomz', 'netent']);
  });

  it('live casino: leaves out pariplay, softswiss and creedroomz', () => {
    expect(filterableProviders('liveCasino', all).map((p) => p.id)).toEqual(['evolution', 'relax', 'netent']);
  });
});

describe('withoutProviderHref (the active-filter chip)', () => {
  it('takes one provider out and keeps the others and the search', () => {
    expect(withoutProviderHref('/online-casino', { providers: ['netent', 'relax'], query: 'book' }, 'netent')).toBe('/online-casino?provider=relax&q=book');
    expect(withoutProviderHref('/live-casino', { providers: ['evolution'], query: '' }, 'evolution')).toBe('/live-casino');
  });
});
