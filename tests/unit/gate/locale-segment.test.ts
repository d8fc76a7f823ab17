import { localeRedirectTarget, splitFirstSegment } from '@/lib/gate/locale-segment';

describe('splitFirstSegment', () => {
  it.each([
    ['/', ['', '']],
    ['/en-UN', ['en-UN', '']],
    ['/en-UN/online-casino/top', ['en-UN', '/online-casino/top']],
    ['//double', ['double', '']],
  ])('%s', (path, expected) => expect(splitFirstSegment(path)).toEqual(expected));
});

describe('localeRedirectTarget', () => {
  it.each([
    ['/en-UN', null],
    ['/en-UN/online-casino', null],
    ['/fi-FI/my-account', null],
    ['/caf-CA/online-casino', null],
    ['/inen-IN', null],
  ])('keeps a valid locale: %s', (path, expected) => expect(localeRedirectTarget(path)).toBe(expected));

  it.each([
    ['/', '/en-UN'],
    ['', '/en-UN'],
    ['/online-casino', '/en-UN/online-casino'],
    ['/xx/online-casino', '/en-UN/online-casino'],
    ['/x/online-casino', '/en-UN/online-casino'],
    ['/en/promotions', '/en-UN/promotions'],
    ['/caf/promotions', '/en-UN/promotions'],
    ['/EN-un/terms', '/en-UN/terms'],
    ['/en_UN/terms', '/en-UN/terms'],
    ['/xx-YY/terms', '/en-UN/terms'],
    ['/ja-JP/online-casino', '/en-UN/online-casino'],
    ['/play/starburst', '/en-UN/play/starburst'],
    ['/live-casino-online/roulette', '/en-UN/live-casino-online/roulette'],
    ['/xx/', '/en-UN'],
  ])('redirects %s to %s', (path, expected) => expect(localeRedirectTarget(path)).toBe(expected));

  it('keeps the query string', () => {
    expect(localeRedirectTarget('/xx/online-casino', '?q=book&provider=relax')).toBe('/en-UN/online-casino?q=book&provider=relax');
    expect(localeRedirectTarget('/', '?bonusCode=WELCOME')).toBe('/en-UN?bonusCode=WELCOME');
  });
});
