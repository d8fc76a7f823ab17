/**
 * hCaptcha's documented test response: accepted by hCaptcha's test site key and secret, never by a live
 * one. The sandbox captcha sends it; a live widget replaces it by configuration (CaptchaConfig).
 */
export const HCAPTCHA_SANDBOX_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

export type CaptchaConfig = { kind: 'sandbox' } | { kind: 'hcaptcha'; siteKey: string };

/** The sandbox captcha (development, tests, the local demo). */
export const DEFAULT_CAPTCHA_CONFIG: CaptchaConfig = { kind: 'sandbox' };

/**
 * What the forms render, from the server's configuration: the live hCaptcha widget when the platform verifies
 * with hCaptcha (CAPTCHA_PROVIDER=hcaptcha) and a site key is set; the sandbox otherwise. A live verifier without
 * a site key is a configuration error: the sandbox token would be refused on every sign-up.
 */
export function captchaConfigFor({ provider, siteKey }: { provider: 'sandbox' | 'hcaptcha'; siteKey?: string }): CaptchaConfig {
  if (provider === 'sandbox') return DEFAULT_CAPTCHA_CONFIG;
  if (!siteKey) throw new Error('CAPTCHA_PROVIDER=hcaptcha needs HCAPTCHA_SITE_KEY');
  return { kind: 'hcaptcha', siteKey };
}
