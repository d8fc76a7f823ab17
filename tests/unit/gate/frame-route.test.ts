import { FRAME_HEADERS, frameRoute } from '@/lib/gate/frame-route';
import { SECURITY_HEADERS } from '@/lib/gate/security-headers';

describe('frameRoute', () => {
  it('sends the game client to the frame root under the same locale', () => {
    expect(frameRoute('/en-UN/game-client')).toBe('/game-frame/en-UN/game-client');
    expect(frameRoute('/fi-FI/game-client/')).toBe('/game-frame/fi-FI/game-client');
  });

  it('leaves every other page alone', () => {
    for (const path of ['/en-UN', '/en-UN/online-casino', '/en-UN/game-client/extra', '/en-UN/game-clients', '/game-client']) {
      expect(frameRoute(path)).toBeNull();
    }
  });

  it('lets only our own origin frame it, and keeps it out of search engines', () => {
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(FRAME_HEADERS['Content-Security-Policy']).toBe("frame-ancestors 'self'");
    expect(FRAME_HEADERS['X-Robots-Tag']).toContain('noindex');
  });
});
