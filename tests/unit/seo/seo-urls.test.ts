import { ENABLED_LOCALES } from '@/lib/markets';
import { hreflangAlternates, localizedUrl, normalisePath, summarize } from '@/lib/seo/urls';

const SITE = 'https://www.example.test';

describe('localizedUrl', () => {
  it.each([
    ['', 'https://www.example.test/en-UN'],
    ['/', 'https://www.example.test/en-UN'],
    ['/terms', 'https://www.example.test/en-UN/terms'],
    ['promotions/casino', 'https://www.example.test/en-UN/promotions/casino'],
  ])('%s → %s', (path, url) => {
    expect(localizedUrl(SITE, 'en-UN', path)).toBe(url);
  });

  it('normalises the path', () => {
    expect(normalisePath('/')).toBe('');
    expect(normalisePath('vip')).toBe('/vip');
  });
});

describe('hreflangAlternates', () => {
  const all = hreflangAlternates(SITE, '/terms');

  it('names every enabled locale by its BCP-47 tag, plus x-default on en-UN', () => {
    expect(all['fi-FI']).toBe(`${SITE}/fi-FI/terms`);
    expect(all['fr-CA']).toBe(`${SITE}/caf-CA/terms`);
    expect(all['nb-NO']).toBe(`${SITE}/no-NO/terms`);
    expect(all.en).toBe(`${SITE}/en-UN/terms`);
    expect(all['x-default']).toBe(`${SITE}/en-UN/terms`);
  });

  it('keeps one URL per tag (the first locale in ENABLED_LOCALES order)', () => {
    const urls = Object.values(all);
    expect(new Set(urls).size).toBe(urls.length - 1); // x-default repeats en-UN's URL
    expect(Object.keys(all).length).toBeLessThanOrEqual(ENABLED_LOCALES.length + 1);
    expect(Object.keys(all).length).toBeGreaterThan(30);
  });

  it('lists only the locales a page exists in, with x-default on the first when en-UN lacks it', () => {
    expect(hreflangAlternates(SITE, '/landing/pay-n-play', ['fi-FI', 'en-FI'])).toEqual({
      'fi-FI': `${SITE}/fi-FI/landing/pay-n-play`,
      'en-FI': `${SITE}/en-FI/landing/pay-n-play`,
      'x-default': `${SITE}/fi-FI/landing/pay-n-play`,
    });
    expect(hreflangAlternates(SITE, '/x', [])).toEqual({});
  });
});

describe('summarize', () => {
  it('leaves short text alone and collapses whitespace', () => {
    expect(summarize('  Deposit  limits\nare   yours. ')).toBe('Deposit limits are yours.');
  });

  it('cuts long text at a word boundary within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = summarize(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
