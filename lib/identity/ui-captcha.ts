/**
 * hCaptcha's documented test response: accepted by hCaptcha's test site key and secret, never by a live
 * one. The sandbox captcha sends it; a live widget replaces it by configuration (CaptchaConfig).
 */
export const HCAPTCHA_SANDBOX_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

export type CaptchaConfig = { kind: 'sandbox' } | { kind: 'hcaptcha'; siteKey: string };

/** Until the platform publishes a live site key (server/env), the site runs the sandbox captcha. */
export const DEFAULT_CAPTCHA_CONFIG: CaptchaConfig = { kind: 'sandbox' };
