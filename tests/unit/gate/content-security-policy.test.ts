/** @jest-environment node */
import {
  apiReferenceContentSecurityPolicy,
  apiReferenceSecurityHeaders,
  baselineSecurityHeaders,
  contentSecurityPolicy,
  HSTS_VALUE,
  originOf,
  pageSecurityHeaders,
  type SecurityConfig,
} from '@/lib/gate/content-security-policy';

const SANDBOX: SecurityConfig = { https: false, hsts: false, frameOrigins: [], connectOrigins: [], imageOrigins: [], hcaptcha: false };
const LIVE: SecurityConfig = {
  https: true,
  hsts: true,
  frameOrigins: ['https://games.provider.example'],
  connectOrigins: ['https://cognito-idp.eu-west-1.amazonaws.com'],
  imageOrigins: ['https://cdn.sanity.io'],
  hcaptcha: true,
};

/** `script-src 'self' x` → { 'script-src': ["'self'", 'x'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('pins the sandbox site to its own origin, with no plugins, no foreign base, forms or framers', () => {
    const policy = directives(contentSecurityPolicy(SANDBOX, { framed: false }));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'media-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('lets only this site frame the game client', () => {
    expect(directives(contentSecurityPolicy(SANDBOX, { framed: true }))['frame-ancestors']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy(LIVE, { framed: true }))['frame-ancestors']).toEqual(["'self'"]);
  });

  it('adds the configured vendors to exactly the directives they need', () => {
    const policy = directives(contentSecurityPolicy(LIVE, { framed: false }));
    expect(policy['frame-src']).toEqual(["'self'", 'https://games.provider.example', 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cognito-idp.eu-west-1.amazonaws.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sanity.io']);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it('never lets scripts come from anywhere but this origin (and the captcha when live), nor eval', () => {
    for (const config of [SANDBOX, LIVE]) {
      const scripts = directives(contentSecurityPolicy(config, { framed: false }))['script-src'];
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.filter((source) => source.startsWith('http'))).toEqual(config.hcaptcha ? ['https://hcaptcha.com', 'https://*.hcaptcha.com'] : []);
    }
  });
});

describe('pageSecurityHeaders', () => {
  it('denies framing everywhere but the game client, which this site alone may frame', () => {
    expect(pageSecurityHeaders(SANDBOX, { framed: false })['X-Frame-Options']).toBe('DENY');
    expect(pageSecurityHeaders(SANDBOX, { framed: true })['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS only when configured for TLS, and the usual hardening always', () => {
    const plain = pageSecurityHeaders(SANDBOX, { framed: false });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(plain['Content-Security-Policy']).toBe(contentSecurityPolicy(SANDBOX, { framed: false }));
    expect(pageSecurityHeaders(LIVE, { framed: false })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('baselineSecurityHeaders', () => {
  it('is nosniff everywhere, plus HSTS behind TLS', () => {
    expect(baselineSecurityHeaders({ hsts: false })).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(baselineSecurityHeaders({ hsts: true })).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': HSTS_VALUE });
  });
});

describe('apiReferenceContentSecurityPolicy', () => {
  it("allows the reference page this origin's scripts and its one nonce, inline styles, and calls home only", () => {
    expect(directives(apiReferenceContentSecurityPolicy(SANDBOX, 'abc123'))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", "'nonce-abc123'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    // Vendors the pages may need (hCaptcha, Sanity images, Cognito, game frames) are not the reference's business.
    expect(apiReferenceContentSecurityPolicy(LIVE, 'n')).not.toMatch(/hcaptcha|sanity|cognito|provider/);
    expect(apiReferenceContentSecurityPolicy(LIVE, 'n')).toContain('upgrade-insecure-requests');
  });

  it("replaces only the pages' policy among their headers", () => {
    const headers = apiReferenceSecurityHeaders(LIVE, 'n');
    expect(headers).toEqual({ ...pageSecurityHeaders(LIVE, { framed: false }), 'Content-Security-Policy': apiReferenceContentSecurityPolicy(LIVE, 'n') });
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port of http(s) URLs only', () => {
    expect(originOf('https://games.example:8443/launch?x=1')).toBe('https://games.example:8443');
    expect(originOf('http://127.0.0.1:4000/api')).toBe('http://127.0.0.1:4000');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
