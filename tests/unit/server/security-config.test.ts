/** @jest-environment node */
import { securityConfigFrom } from '@/server/security-config';

describe('securityConfigFrom', () => {
  it('is the same-origin sandbox by default: no vendors, no TLS', () => {
    expect(securityConfigFrom({})).toEqual({ https: false, hsts: false, frameOrigins: [], connectOrigins: [], imageOrigins: [], hcaptcha: false });
  });

  it('turns on HSTS and Secure cookies for an https SITE_URL, never for http or a loopback host', () => {
    expect(securityConfigFrom({ SITE_URL: 'https://www.luckyharbour.example' })).toMatchObject({ https: true, hsts: true });
    expect(securityConfigFrom({ SITE_URL: 'http://www.luckyharbour.example' })).toMatchObject({ https: false, hsts: false });
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(securityConfigFrom({ SITE_URL: `https://${host}:3000` })).toMatchObject({ https: true, hsts: false });
    }
  });

  it('frames the live game providers: their URL and proxy origins and GAME_FRAME_ORIGINS, once each', () => {
    const config = securityConfigFrom({
      GAME_PROVIDER_EVOLUTION_URL: 'https://api.evolution.example/launch/v1',
      GAME_PROVIDER_EVOLUTION_PROXY_URL: 'https://proxy.operator.example/evo',
      GAME_PROVIDER_PRAGMATIC_URL: 'https://api.evolution.example/other',
      GAME_PROVIDER_PRAGMATIC_API_KEY: 'secret-not-an-origin',
      GAME_FRAME_ORIGINS: 'https://games.pragmatic.example, https://cdn.evolution.example/path',
    });
    expect(config.frameOrigins).toEqual([
      'https://api.evolution.example',
      'https://cdn.evolution.example',
      'https://games.pragmatic.example',
      'https://proxy.operator.example',
    ]);
  });

  it('refuses a GAME_FRAME_ORIGINS entry that is not an http(s) origin', () => {
    expect(() => securityConfigFrom({ GAME_FRAME_ORIGINS: "https://ok.example 'unsafe-inline'" })).toThrow(/GAME_FRAME_ORIGINS/);
    expect(() => securityConfigFrom({ GAME_FRAME_ORIGINS: 'javascript:alert(1)' })).toThrow(/GAME_FRAME_ORIGINS/);
  });

  it('lets the browser reach Cognito only when Cognito issues identity', () => {
    expect(securityConfigFrom({ COGNITO_REGION: 'eu-north-1' }).connectOrigins).toEqual([]);
    expect(securityConfigFrom({ IDENTITY_PROVIDER: 'cognito', COGNITO_REGION: 'eu-north-1' }).connectOrigins).toEqual([
      'https://cognito-idp.eu-north-1.amazonaws.com',
    ]);
    expect(securityConfigFrom({ IDENTITY_PROVIDER: 'cognito' }).connectOrigins).toEqual(['https://cognito-idp.eu-west-1.amazonaws.com']);
    expect(securityConfigFrom({ IDENTITY_PROVIDER: 'cognito', COGNITO_ENDPOINT: 'http://127.0.0.1:9229/' }).connectOrigins).toEqual(['http://127.0.0.1:9229']);
  });

  it('adds Sanity image CDN only with Sanity content, and hCaptcha only when live', () => {
    expect(securityConfigFrom({ SANITY_PROJECT_ID: 'abc123' }).imageOrigins).toEqual(['https://cdn.sanity.io']);
    expect(securityConfigFrom({ CAPTCHA_PROVIDER: 'hcaptcha' }).hcaptcha).toBe(true);
    expect(securityConfigFrom({ CAPTCHA_PROVIDER: 'sandbox' }).hcaptcha).toBe(false);
  });
});
