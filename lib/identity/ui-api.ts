import { z } from 'zod';
import { toIdentityApiError } from './ui-api-error';
import { IDENTITY_PATHS } from './paths';
import {
  CAPTCHA_HEADER,
  COUNTRY_HEADER,
  REGISTRATION_TOKEN_HEADER,
  accessContextSchema,
  activityCheckSchema,
  codeSentSchema,
  codeVerifiedSchema,
  passwordResetRequestedSchema,
  registrationResponseSchema,
  registrationStateSchema,
  resetKeySchema,
  signInResponseSchema,
  termsAcceptedSchema,
  type CodeRequestBody,
  type CodeVerificationBody,
  type ProfileUpdateBody,
  type RegistrationBody,
  type SignInBody,
} from './schemas';

type Method = 'GET' | 'POST' | 'PUT';
type Call = { method?: Method; body?: unknown; headers?: Record<string, string> };

const BASE = '/api';
const empty = z.unknown();

/** Browser calls to the identity endpoints on the site's own origin; the session travels in the httpOnly cookie. */
async function call<T extends z.ZodType>(schema: T, path: string, { method = 'GET', body, headers = {} }: Call = {}): Promise<z.output<T>> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw await toIdentityApiError(response);
  if (response.status === 204) return schema.parse(undefined);
  return schema.parse(await response.json());
}

const registrationHeaders = (token: string, captcha?: string): Record<string, string> => ({
  [REGISTRATION_TOKEN_HEADER]: token,
  ...(captcha ? { [CAPTCHA_HEADER]: captcha } : {}),
});

export const identityApi = {
  register: (body: RegistrationBody, { captcha, country }: { captcha: string; country: string }) =>
    call(registrationResponseSchema, IDENTITY_PATHS.registration, { method: 'POST', body, headers: { [CAPTCHA_HEADER]: captcha, [COUNTRY_HEADER]: country } }),
  updateProfile: (body: ProfileUpdateBody, token: string) =>
    call(registrationStateSchema, IDENTITY_PATHS.registration, { method: 'PUT', body, headers: registrationHeaders(token) }),
  requestSmsCode: (body: CodeRequestBody, token: string, captcha: string) =>
    call(codeSentSchema, IDENTITY_PATHS.smsRequest, { method: 'POST', body, headers: registrationHeaders(token, captcha) }),
  verifySmsCode: (body: CodeVerificationBody, token: string) =>
    call(codeVerifiedSchema, IDENTITY_PATHS.smsVerification, { method: 'POST', body, headers: registrationHeaders(token) }),
  requestEmailCode: (body: CodeRequestBody, token: string, captcha: string) =>
    call(codeSentSchema, IDENTITY_PATHS.emailRequest, { method: 'POST', body, headers: registrationHeaders(token, captcha) }),
  verifyEmailCode: (body: CodeVerificationBody, token: string) =>
    call(codeVerifiedSchema, IDENTITY_PATHS.emailVerification, { method: 'POST', body, headers: registrationHeaders(token) }),
  signIn: (body: SignInBody) => call(signInResponseSchema, IDENTITY_PATHS.login, { method: 'POST', body }),
  signOut: () => call(empty, IDENTITY_PATHS.signOut, { method: 'POST' }),
  accessContext: () => call(accessContextSchema, IDENTITY_PATHS.accessContext),
  requestPasswordReset: (email: string, captcha: string) =>
    call(passwordResetRequestedSchema, IDENTITY_PATHS.passwordReset, { method: 'POST', body: { email, channel: 'SMS' }, headers: { [CAPTCHA_HEADER]: captcha } }),
  verifyResetCode: (smsResetKeyId: string, code: string) =>
    call(resetKeySchema, IDENTITY_PATHS.passwordResetSmsVerification, { method: 'POST', body: { smsResetKeyId, code } }),
  setNewPassword: (resetKey: string, password: string) =>
    call(empty, IDENTITY_PATHS.newPassword, { method: 'POST', body: { resetKey, password } }),
  acceptTerms: () => call(termsAcceptedSchema, IDENTITY_PATHS.updateTermsVersion, { method: 'POST' }),
  activityCheck: () => call(activityCheckSchema, IDENTITY_PATHS.activityCheck, { method: 'POST' }),
};
