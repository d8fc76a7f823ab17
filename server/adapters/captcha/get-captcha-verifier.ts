import 'server-only';
import { env } from '@/server/env';
import type { CaptchaVerifier } from './captcha-verifier';
import { HcaptchaVerifier } from './hcaptcha';
import { SandboxCaptchaVerifier } from './sandbox-captcha';

/** The configured captcha (CAPTCHA_PROVIDER). */
export function getCaptchaVerifier(): CaptchaVerifier {
  if (env.CAPTCHA_PROVIDER === 'hcaptcha') {
    if (!env.HCAPTCHA_SECRET) throw new Error('CAPTCHA_PROVIDER=hcaptcha needs HCAPTCHA_SECRET');
    return new HcaptchaVerifier({ secret: env.HCAPTCHA_SECRET, verifyUrl: env.HCAPTCHA_VERIFY_URL });
  }
  return new SandboxCaptchaVerifier();
}
