import 'server-only';
import { HCAPTCHA_TEST_TOKEN, type CaptchaVerifier } from './captcha-verifier';

/** Sandbox captcha: accepts hCaptcha's documented test token and nothing else. */
export class SandboxCaptchaVerifier implements CaptchaVerifier {
  readonly name = 'sandbox';

  async verify(token: string): Promise<boolean> {
    return token === HCAPTCHA_TEST_TOKEN;
  }
}
