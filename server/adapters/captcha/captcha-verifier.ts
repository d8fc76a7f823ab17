import 'server-only';

/** Verifies the hcaptchaToken header of sign-up and code-sending calls. */
export interface CaptchaVerifier {
  readonly name: string;
  /** True when the token is a valid, unused captcha response; false otherwise (never throws for a bad token). */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

/** hCaptcha's documented test response, accepted by its test site key and by the sandbox. */
export const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
