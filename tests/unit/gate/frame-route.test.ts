import { FRAME_HEADERS, frameRoute } from '@/lib/gate/frame-route';
import { pageSecurityHeaders, type SecurityConfig } from '@/lib/gate/content-security-policy';

const SANDBOX: SecurityConfig = { https: false, hsts: false, frameOrigins: [], connectOrigins: [], imageOrigins: [], hcaptcha: false };

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
    const framed = pageSecurityHeaders(SANDBOX, { framed: true });
    expect(framed['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(framed['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(FRAME_HEADERS['X-Robots-Tag']).toContain('noindex');
  });
});
