import 'server-only';
import type { CaptchaVerifier } from './captcha-verifier';

export interface HcaptchaConfig {
  secret: string;
  /** https://api.hcaptcha.com/siteverify */
  verifyUrl: string;
  fetch?: typeof fetch;
}

/** Live captcha: POSTs the response to hCaptcha's siteverify (form-encoded). Never called by the test suite. */
export class HcaptchaVerifier implements CaptchaVerifier {
  readonly name = 'hcaptcha';

  constructor(private readonly config: HcaptchaConfig) {}

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.config.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await (this.config.fetch ?? fetch)(this.config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(5_000) });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: boolean };
      return body.success === true;
    } catch (error) {
      // Fail closed: an unreachable captcha service refuses the sign-up rather than letting bots through.
      console.error('[captcha] siteverify failed', error);
      return false;
    }
  }
}
