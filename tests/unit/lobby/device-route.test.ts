import { deviceRoute } from '@/lib/gate/device-route';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const route = (pathname: string, search = '', userAgent: string | null = null) => deviceRoute({ pathname, search, userAgent });

describe('deviceRoute', () => {
  it('rewrites home, lobbies and categories to the per-device route', () => {
    expect(route('/en-UN')).toEqual({ kind: 'rewrite', pathname: '/en-UN/by-device/desktop', device: 'desktop' });
    expect(route('/en-UN/online-casino', '', PHONE)).toEqual({ kind: 'rewrite', pathname: '/en-UN/by-device/mobile/online-casino', device: 'mobile' });
    expect(route('/fi-FI/live-casino-online/blackjack')).toMatchObject({ pathname: '/fi-FI/by-device/desktop/live-casino-online/blackjack' });
    expect(route('/en-UN/virtuals', '', PHONE)).toEqual({ kind: 'rewrite', pathname: '/en-UN/by-device/mobile/virtuals', device: 'mobile' });
    expect(route('/de-DE/virtuals/horse-racing')).toMatchObject({ pathname: '/de-DE/by-device/desktop/virtuals/horse-racing' });
    expect(route('/en-UN/virtuals', '?q=derby')).toMatchObject({ pathname: '/en-UN/by-device/desktop/search/virtuals' });
  });

  it('turns ?page=N of a category into a path segment (page 1 and junk stay page 1)', () => {
    expect(route('/en-UN/online-casino/slots', '?page=3')).toMatchObject({ pathname: '/en-UN/by-device/desktop/online-casino/slots/3' });
    expect(route('/en-UN/online-casino/slots', '?page=1')).toMatchObject({ pathname: '/en-UN/by-device/desktop/online-casino/slots' });
    expect(route('/en-UN/online-casino/slots', '?page=x')).toMatchObject({ pathname: '/en-UN/by-device/desktop/online-casino/slots' });
    expect(route('/en-UN/online-casino/slots', '?page=500')).toMatchObject({ pathname: '/en-UN/by-device/desktop/online-casino/slots/10' });
  });

  it('sends filtered or searched lobbies to the search route; other params keep the cached lobby', () => {
    expect(route('/en-UN/online-casino', '?provider=evolution&q=book')).toMatchObject({ pathname: '/en-UN/by-device/desktop/search/online-casino' });
    expect(route('/en-UN/live-casino-online', '?q=roulette', PHONE)).toMatchObject({ pathname: '/en-UN/by-device/mobile/search/live-casino-online' });
    expect(route('/en-UN/online-casino', '?search=1')).toMatchObject({ pathname: '/en-UN/by-device/desktop/online-casino' });
    expect(route('/en-UN/online-casino', '?q=%20%20')).toMatchObject({ pathname: '/en-UN/by-device/desktop/online-casino' });
  });

  it('leaves other pages, play routes and odd category ids alone', () => {
    expect(route('/en-UN/terms')).toEqual({ kind: 'none' });
    expect(route('/en-UN/online-casino/play/evolution/lightning')).toEqual({ kind: 'none' });
    expect(route('/en-UN/online-casino/play')).toEqual({ kind: 'none' });
    expect(route('/en-UN/online-casino/Slots')).toEqual({ kind: 'none' });
    expect(route('/en-UN/online-casino/slots/extra')).toEqual({ kind: 'none' });
    expect(route('/en-UN/play/some-game')).toEqual({ kind: 'none' });
  });

  it('redirects direct requests for the internal route to the public URL', () => {
    expect(route('/en-UN/by-device/mobile/online-casino', '?q=x')).toEqual({ kind: 'redirect', location: '/en-UN/online-casino?q=x', status: 308 });
    expect(route('/en-UN/by-device/desktop')).toEqual({ kind: 'redirect', location: '/en-UN', status: 308 });
    expect(route('/en-UN/by-device/tv/online-casino')).toEqual({ kind: 'redirect', location: '/en-UN/tv/online-casino', status: 308 });
  });
});
