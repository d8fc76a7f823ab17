import { baselineSecurityHeaders, originOf, pageSecurityHeaders, type SecurityConfig } from '@/lib/gate/content-security-policy';
import { DEFAULT_COGNITO_REGION } from '@/lib/identity/identity-config';
import { EnvError, type EnvSource } from './env-schema';
import { parseGameProviderEnv } from './game-provider-env';

// No `server-only`: the request gate (proxy.ts) and the app server both read it, like server/gate-env.ts.

const SANITY_IMAGE_CDN = 'https://cdn.sanity.io';
const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;
const text = (value: string | undefined) => value?.trim() || undefined;

/** GAME_FRAME_ORIGINS: comma- or space-separated origins where providers serve game clients (their launch URLs). */
function frameOriginList(value: string | undefined): string[] {
  return (text(value) ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new EnvError(`Invalid environment configuration: GAME_FRAME_ORIGINS: expected http(s) origins, got ${entry}`);
      return origin;
    });
}

/**
 * Pure: what the security headers depend on, from the same variables server/env.ts reads (SITE_URL,
 * GAME_PROVIDER_<NAME>_URL / _PROXY_URL, GAME_FRAME_ORIGINS, CAPTCHA_PROVIDER, IDENTITY_PROVIDER with
 * COGNITO_REGION / COGNITO_ENDPOINT, SANITY_PROJECT_ID).
 */
export function securityConfigFrom(source: EnvSource): SecurityConfig {
  const site = new URL(text(source.SITE_URL) ?? 'http://localhost:3000');
  const https = site.protocol === 'https:';
  const providerOrigins = Object.values(parseGameProviderEnv(source)).flatMap((provider) => [provider.url, provider.proxyUrl]);
  const frameOrigins = [...providerOrigins.map((url) => (url ? originOf(url) : null)), ...frameOriginList(source.GAME_FRAME_ORIGINS)];
  const cognito =
    text(source.IDENTITY_PROVIDER) === 'cognito'
      ? originOf(text(source.COGNITO_ENDPOINT) ?? `https://cognito-idp.${text(source.COGNITO_REGION) ?? DEFAULT_COGNITO_REGION}.amazonaws.com`)
      : null;
  const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))].sort();
  return {
    https,
    hsts: https && !LOOPBACK.test(site.hostname),
    frameOrigins: unique(frameOrigins),
    connectOrigins: unique([cognito]),
    imageOrigins: text(source.SANITY_PROJECT_ID) ? [SANITY_IMAGE_CDN] : [],
    hcaptcha: text(source.CAPTCHA_PROVIDER) === 'hcaptcha',
  };
}

interface SecurityHeaderSet {
  config: SecurityConfig;
  page: Readonly<Record<string, string>>;
  framedPage: Readonly<Record<string, string>>;
  baseline: Readonly<Record<string, string>>;
}

const cache = globalThis as typeof globalThis & { __luckyHarbourSecurityHeaders?: SecurityHeaderSet };

/** The process's header sets, built once (the gate sets them on every page without rebuilding the policy). */
export function securityHeaders(): SecurityHeaderSet {
  if (!cache.__luckyHarbourSecurityHeaders) {
    const config = securityConfigFrom(process.env);
    cache.__luckyHarbourSecurityHeaders = Object.freeze({
      config,
      page: pageSecurityHeaders(config, { framed: false }),
      framedPage: pageSecurityHeaders(config, { framed: true }),
      baseline: baselineSecurityHeaders(config),
    });
  }
  return cache.__luckyHarbourSecurityHeaders;
}
