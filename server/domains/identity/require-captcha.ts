import 'server-only';
import { CAPTCHA_HEADER } from '@/lib/identity/schemas';
import { getCaptchaVerifier } from '@/server/adapters/captcha/get-captcha-verifier';
import { ApiError } from '@/server/http/errors';

/** Refuses the call with the spec's explicit-deny 403 unless the hcaptchaToken header verifies. */
export async function requireCaptcha(request: Request, remoteIp: string | null): Promise<void> {
  const token = request.headers.get(CAPTCHA_HEADER)?.trim();
  if (token && (await getCaptchaVerifier().verify(token, remoteIp ?? undefined))) return;
  throw new ApiError('error.captcha.validation');
}
