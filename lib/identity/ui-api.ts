import { browserPlatformClient } from '@/lib/api/client';
import * as identity from './contracts';
import {
  CAPTCHA_HEADER,
  COUNTRY_HEADER,
  REGISTRATION_TOKEN_HEADER,
  type CodeRequestBody,
  type CodeVerificationBody,
  type ProfileUpdateBody,
  type RegistrationBody,
  type SignInBody,
} from './schemas';

/**
 * The identity calls the browser makes, named for the forms, each one contract call through the one platform
 * client (its errors are PlatformApiError with the spec's code and additionalInfo). The session travels in the
 * httpOnly cookie. The client is made per call so it uses the page's current `fetch`.
 */
const api = () => browserPlatformClient();

const registrationHeaders = (token: string, captcha?: string): Record<string, string> => ({
  [REGISTRATION_TOKEN_HEADER]: token,
  ...(captcha ? { [CAPTCHA_HEADER]: captcha } : {}),
});

export const identityApi = {
  register: (body: RegistrationBody, { captcha, country }: { captcha: string; country: string }) =>
    api().request(identity.registerPlayer, { body }, { headers: { [CAPTCHA_HEADER]: captcha, [COUNTRY_HEADER]: country } }),
  updateProfile: (body: ProfileUpdateBody, token: string) =>
    api().request(identity.updateRegistrationProfile, { body }, { headers: registrationHeaders(token) }),
  requestSmsCode: (body: CodeRequestBody, token: string, captcha: string) =>
    api().request(identity.requestSmsCode, { body }, { headers: registrationHeaders(token, captcha) }),
  verifySmsCode: (body: CodeVerificationBody, token: string) => api().request(identity.verifySmsCode, { body }, { headers: registrationHeaders(token) }),
  requestEmailCode: (body: CodeRequestBody, token: string, captcha: string) =>
    api().request(identity.requestEmailCode, { body }, { headers: registrationHeaders(token, captcha) }),
  verifyEmailCode: (body: CodeVerificationBody, token: string) => api().request(identity.verifyEmailCode, { body }, { headers: registrationHeaders(token) }),
  signIn: (body: SignInBody) => api().request(identity.signIn, { body }),
  signOut: () => api().request(identity.signOut, {}),
  accessContext: () => api().identity.accessContext(),
  requestPasswordReset: (email: string, captcha: string) =>
    api().request(identity.requestPasswordReset, { body: { email, channel: 'SMS' } }, { headers: { [CAPTCHA_HEADER]: captcha } }),
  verifyResetCode: (smsResetKeyId: string, code: string) => api().request(identity.verifyPasswordResetCode, { body: { smsResetKeyId, code } }),
  setNewPassword: (resetKey: string, password: string) => api().request(identity.setNewPassword, { body: { resetKey, password } }),
  acceptTerms: () => api().request(identity.acceptTerms, {}),
  activityCheck: () => api().request(identity.checkActivity, {}),
};
