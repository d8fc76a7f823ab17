/**
 * What the page headers depend on, read once from the environment (server/security-config.ts). Every origin is
 * an `scheme://host[:port]` origin, never a path.
 */
export interface SecurityConfig {
  /** SITE_URL served over TLS: upgrade-insecure-requests and Secure cookies. */
  https: boolean;
  /** Strict-Transport-Security: over TLS and not on a loopback host (it would pin every localhost port). */
  hsts: boolean;
  /** Origins that may be framed: the game providers' launch hosts (the built-in ones are same-origin). */
  frameOrigins: readonly string[];
  /** Origins the browser calls besides this one: Cognito's API when it issues identity. */
  connectOrigins: readonly string[];
  /** Origins content images come from besides this one: Sanity's image CDN when Sanity is the source. */
  imageOrigins: readonly string[];
  /** The live hCaptcha widget (script, frame, styles, calls from *.hcaptcha.com). */
  hcaptcha: boolean;
}

/** hCaptcha's documented CSP sources for its widget. */
export const HCAPTCHA_SOURCES = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const;
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

const list = (...parts: (readonly string[] | string)[]) => parts.flat().join(' ');

/**
 * The pages' Content-Security-Policy (docs/decisions.md, "Content-Security-Policy"). Scripts: this origin plus
 * inline, because the cached lobbies and content pages carry Next's inline bootstrap scripts and a per-request
 * nonce would make every one of them dynamic; everything else (plugins, base, forms, frames, framing, calls,
 * images) is pinned to this origin and the configured vendors. `framed` is the game client, which only this site
 * may frame; no other page may be framed at all.
 */
export function contentSecurityPolicy(config: SecurityConfig, { framed }: { framed: boolean }): string {
  const captcha = config.hcaptcha ? HCAPTCHA_SOURCES : [];
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", "'unsafe-inline'", captcha)}`,
    `style-src ${list("'self'", "'unsafe-inline'", captcha)}`,
    `img-src ${list("'self'", 'data:', 'blob:', config.imageOrigins)}`,
    "font-src 'self' data:",
    // 'self' covers this origin's ws:/wss: (the wallet socket, /api/v1/ws/wallet) in CSP level 3 browsers.
    `connect-src ${list("'self'", config.connectOrigins, captcha)}`,
    `frame-src ${list("'self'", config.frameOrigins, captcha)}`,
    "worker-src 'self' blob:",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
    ...(config.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Headers every page carries: the CSP, framing, sniffing, referrer, permissions, opener and (over TLS) HSTS. */
export function pageSecurityHeaders(config: SecurityConfig, { framed }: { framed: boolean }): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { framed }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors; the game client may be framed by this site only.
    'X-Frame-Options': framed ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(config.hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}

/**
 * The API reference page's policy (`/api/docs`; the gate does not run for /api, so no other page gets it): Scalar's
 * bundle from this origin and its one inline start script by nonce; inline styles, because the reference sets style
 * attributes, which no nonce can allow; the document and "try it" calls to this origin only; nothing from a CDN.
 */
export function apiReferenceContentSecurityPolicy(config: Pick<SecurityConfig, 'https'>, nonce: string): string {
  const directives = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(config.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The page headers with the reference page's own policy in place of the pages' one. */
export function apiReferenceSecurityHeaders(config: SecurityConfig, nonce: string): Readonly<Record<string, string>> {
  return { ...pageSecurityHeaders(config, { framed: false }), 'Content-Security-Policy': apiReferenceContentSecurityPolicy(config, nonce) };
}

/** Headers every answer of the server carries, API and static files included (server/app-server.ts). */
export function baselineSecurityHeaders(config: Pick<SecurityConfig, 'hsts'>): Readonly<Record<string, string>> {
  return { 'X-Content-Type-Options': 'nosniff', ...(config.hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}) };
}

/** `https://a.example/path` → `https://a.example`; null for anything but an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
