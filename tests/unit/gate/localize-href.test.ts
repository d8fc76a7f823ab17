import { localizeHref } from '@/lib/routing/localize-href';

describe('localizeHref', () => {
  it.each([
    ['/online-casino', '/fi-FI/online-casino'],
    ['online-casino', '/fi-FI/online-casino'],
    ['/', '/fi-FI'],
    ['/promotions?tag=new', '/fi-FI/promotions?tag=new'],
    ['/en-UN/terms', '/en-UN/terms'],
    ['https://www.gamblingtherapy.org', 'https://www.gamblingtherapy.org'],
    ['http://example.com/a', 'http://example.com/a'],
    ['/go?to=https://x.example', '/go?to=https://x.example'],
  ])('%s → %s', (href, expected) => expect(localizeHref(href, 'fi-FI')).toBe(expected));
});
