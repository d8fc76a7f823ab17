import { z } from 'zod';
import { defineContract, type RateLimitClass } from '@/lib/api/contract';
import type { ErrorCode } from '@/lib/api/error-codes';
import { identityClientConfigSchema } from './identity-config';
import {
  CAPTCHA_HEADER,
  COUNTRY_HEADER,
  REGISTRATION_TOKEN_HEADER,
  accessContextSchema,
  accessFlagsSchema,
  activityCheckSchema,
  codeRequestBodySchema,
  codeSentSchema,
  codeVerificationBodySchema,
  codeVerifiedSchema,
  loginInfoSchema,
  newPasswordBodySchema,
  newPasswordEmailBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestedSchema,
  passwordResetSmsVerificationBodySchema,
  playerProfileSchema,
  profileUpdateBodySchema,
  registrationBodySchema,
  registrationResponseSchema,
  registrationStateSchema,
  resetKeySchema,
  signInBodySchema,
  signInResponseSchema,
  termsAcceptedSchema,
} from './schemas';

// The identity endpoints (identity-and-account §3, §7, §8). The wrapper adds its own codes to `errors`
// (validation, body, session, rate limit, system: lib/api/contract-check.ts); listed here is what the domain throws.

const CAPTCHA_DOC = "hCaptcha response (identity-and-account §7); the sandbox accepts only hCaptcha's test token.";
const REGISTRATION_TOKEN_DOC = 'The `token` answered by POST /v1/player/registration, valid 1 hour: authorises every later sign-up call.';

// Per IP: sign-up is the cheapest way to probe for e-mail addresses and to spend SMS money.
const registrationLimit: RateLimitClass = { key: 'registration', limit: 10, windowMs: 10 * 60_000 };
// One limit per kind of code call, shared by both channels, so switching channel does not double the allowance.
const codeRequestLimit: RateLimitClass = { key: 'registration-code-request', limit: 10, windowMs: 10 * 60_000 };
const codeVerificationLimit: RateLimitClass = { key: 'registration-code-verification', limit: 20, windowMs: 10 * 60_000 };
const newPasswordLimit: RateLimitClass = { key: 'password-reset-new', limit: 10, windowMs: 10 * 60_000 };

/** What the registration token check answers (server/domains/identity/registration-access.ts). */
const REGISTRATION_TOKEN_ERRORS = ['error.registration.token_invalid', 'error.registration.already_completed'] as const satisfies readonly ErrorCode[];
/** What judging a one-time code answers (server/domains/identity/check-verification-code.ts). */
const CODE_CHECK_ERRORS = ['sms.code.invalid', 'sms.code.expired', 'sms.max.attempts.reached'] as const satisfies readonly ErrorCode[];
/** What sending a one-time code answers (server/domains/identity/send-verification-code.ts). */
const CODE_SEND_ERRORS = ['sms.max.attempts.reached', 'error.verification.send_failed'] as const satisfies readonly ErrorCode[];

export const registerPlayer = defineContract({
  operationId: 'identity.registerPlayer',
  method: 'POST',
  path: '/v1/player/registration',
  summary: 'Sign-up step 1: create a pre-registered player',
  description:
    'identity-and-account §3 "Registration payload", §7, §8 "Sign-up". Answers 201 with a PRE_REGISTERED player and its registration token. The CDN\'s country decides the restriction check; the `country` header is used only when it sent none.',
  tags: ['Identity'],
  auth: 'none',
  rateLimit: registrationLimit,
  objectName: 'registration',
  headers: { [CAPTCHA_HEADER]: CAPTCHA_DOC, [COUNTRY_HEADER]: 'Optional: the country the visitor picked (identity-and-account §7).' },
  body: registrationBodySchema,
  responses: { 201: registrationResponseSchema },
  errors: [
    'error.captcha.validation',
    'error.country.blocked',
    'error.vonage.phone.invalid',
    'error.registration.player_already_exists',
    'error.cpf.duplicate_found',
  ],
});

export const updateRegistrationProfile = defineContract({
  operationId: 'identity.updateRegistrationProfile',
  method: 'PUT',
  path: '/v1/player/registration',
  summary: 'Sign-up step 2: the profile update',
  description:
    'identity-and-account §3 "Profile update payload", §5 (age 18), §8 "Sign-up". The token is checked before the player id, so ids cannot be enumerated.',
  tags: ['Identity'],
  auth: 'none',
  rateLimit: registrationLimit,
  objectName: 'profileUpdate',
  headers: { [REGISTRATION_TOKEN_HEADER]: REGISTRATION_TOKEN_DOC },
  body: profileUpdateBodySchema,
  responses: { 200: registrationStateSchema },
  errors: [...REGISTRATION_TOKEN_ERRORS, 'error.registration.underage', 'error.country.blocked', 'error.vonage.phone.invalid'],
});

const codeRequestContract = <const P extends string, const I extends string>(operationId: I, path: P, channel: string) =>
  defineContract({
    operationId,
    method: 'POST',
    path,
    summary: `Sign-up: send a verification code by ${channel}`,
    description:
      'identity-and-account §7, §8 "Verification codes": pinCodeStatus SUCESS_SEND (the spec\'s spelling); three sends an hour. Sending a code supersedes the older ones.',
    tags: ['Identity'],
    auth: 'none',
    rateLimit: codeRequestLimit,
    objectName: 'codeRequest',
    headers: { [CAPTCHA_HEADER]: CAPTCHA_DOC, [REGISTRATION_TOKEN_HEADER]: REGISTRATION_TOKEN_DOC },
    body: codeRequestBodySchema,
    responses: { 200: codeSentSchema },
    errors: ['error.captcha.validation', ...REGISTRATION_TOKEN_ERRORS, 'error.vonage.phone.invalid', ...CODE_SEND_ERRORS],
  });

const codeVerificationContract = <const P extends string, const I extends string>(operationId: I, path: P, channel: string) =>
  defineContract({
    operationId,
    method: 'POST',
    path,
    summary: `Sign-up: check the code sent by ${channel}`,
    description:
      'identity-and-account §7, §8 "Verification codes" (the spec\'s sms.* codes for both channels): the third wrong code burns it; only the newest code verifies.',
    tags: ['Identity'],
    auth: 'none',
    rateLimit: codeVerificationLimit,
    objectName: 'codeVerification',
    headers: { [REGISTRATION_TOKEN_HEADER]: REGISTRATION_TOKEN_DOC },
    body: codeVerificationBodySchema,
    responses: { 200: codeVerifiedSchema },
    errors: [...REGISTRATION_TOKEN_ERRORS, ...CODE_CHECK_ERRORS],
  });

export const requestSmsCode = codeRequestContract('identity.requestSmsCode', '/v1/player/registration/sms_request', 'SMS');
export const verifySmsCode = codeVerificationContract('identity.verifySmsCode', '/v1/player/registration/sms_verification', 'SMS');
export const requestEmailCode = codeRequestContract('identity.requestEmailCode', '/v1/player/registration/email_request', 'e-mail');
export const verifyEmailCode = codeVerificationContract('identity.verifyEmailCode', '/v1/player/registration/email_verification', 'e-mail');

export const signIn = defineContract({
  operationId: 'identity.signIn',
  method: 'POST',
  path: '/v1/player/login',
  summary: 'Sign in with e-mail and password',
  description:
    'identity-and-account §7, §8 "Sign-in". The identity token comes in the body and as the httpOnly `id_token` cookie. Unknown e-mail and wrong password answer the same; the fifth failure locks the address for 30 minutes.',
  tags: ['Identity'],
  auth: 'none',
  // Per IP, on top of the per-address lock in the domain: stops one client spraying many addresses.
  rateLimit: { key: 'sign-in', limit: 20, windowMs: 60_000 },
  objectName: 'signIn',
  body: signInBodySchema,
  responses: { 200: signInResponseSchema },
  errors: [
    'error.player.not.found',
    'error.sign.in.attempt.count.exceeded',
    'error.timeout.in.progress',
    'error.exclusion.in.progress',
    'error.exclusion.in.progress.indefinitely',
    'error.account.deactivated',
    'error.account.closed',
  ],
});

export const getLoginInfo = defineContract({
  operationId: 'identity.getLoginInfo',
  method: 'GET',
  path: '/v1/player/login/info',
  summary: "The signed-in player's login info and history",
  description: 'identity-and-account §3 "Login info" and login history: the last 20 sign-ins, newest first.',
  tags: ['Identity'],
  auth: 'required',
  responses: { 200: loginInfoSchema },
  errors: [],
});

export const signOut = defineContract({
  operationId: 'identity.signOut',
  method: 'POST',
  path: '/v1/player/sign_out',
  summary: 'Sign out',
  description:
    "identity-and-account §4, §7: revokes the caller's session (and, with Cognito, the player's provider tokens) and clears the cookie; 204 even without a valid session.",
  tags: ['Identity'],
  auth: 'optional',
  responses: { 204: null },
  errors: [],
});

export const getPlayer = defineContract({
  operationId: 'identity.getPlayer',
  method: 'GET',
  path: '/v1/player',
  summary: "The signed-in player's profile",
  description: 'identity-and-account §3 "Player profile".',
  tags: ['Identity'],
  auth: 'required',
  responses: { 200: playerProfileSchema },
  errors: ['error.player.not.found'],
});

export const acceptTerms = defineContract({
  operationId: 'identity.acceptTerms',
  method: 'POST',
  path: '/v1/player/update_term_and_condition_version',
  summary: 'Accept the current terms version',
  description: 'identity-and-account §2, §7: the version content publishes now, never a client value; 503 while none is published.',
  tags: ['Identity'],
  auth: 'required',
  responses: { 200: termsAcceptedSchema },
  errors: ['error.player.not.found'],
});

export const checkActivity = defineContract({
  operationId: 'identity.checkActivity',
  method: 'POST',
  path: '/v1/player/activity_check',
  summary: 'Record activity and answer the idle deadline',
  description: 'identity-and-account §7, §9 (session-activity timer base 1800 s): the idle timer signs out at the deadline.',
  tags: ['Identity'],
  auth: 'required',
  rateLimit: { key: 'activity-check', limit: 30, windowMs: 60_000 },
  responses: { 200: activityCheckSchema },
  errors: [],
});

export const getAccessDetails = defineContract({
  operationId: 'identity.getAccessDetails',
  method: 'GET',
  path: '/v1/player/access/details',
  summary: "The signed-in player's gating flags",
  description: 'identity-and-account §6, games-wallet-bonuses §5: computed by lib/identity/access.ts.',
  tags: ['Identity'],
  auth: 'required',
  responses: { 200: accessFlagsSchema },
  errors: [],
});

export const getAccessContext = defineContract({
  operationId: 'identity.getAccessContext',
  method: 'GET',
  path: '/v1/player/access/context',
  summary: 'Gating flags and terms state of the caller',
  description:
    'identity-and-account §2, §6: anonymous callers get the defaults (casino, live, sports and virtuals open; deposit, bonuses and withdrawal closed).',
  tags: ['Identity'],
  auth: 'optional',
  responses: { 200: accessContextSchema },
  errors: [],
});

export const getIdentityConfig = defineContract({
  operationId: 'identity.getIdentityConfig',
  method: 'GET',
  path: '/v1/player/identity-config',
  summary: 'Which identity provider the site runs with',
  description: "Public values only: Cognito's pool and app client ids (the app client has no secret). Cacheable for 5 minutes.",
  tags: ['Identity'],
  auth: 'none',
  responses: { 200: identityClientConfigSchema },
  errors: [],
});

export const requestPasswordReset = defineContract({
  operationId: 'identity.requestPasswordReset',
  method: 'POST',
  path: '/v1/player/password_reset',
  summary: 'Reset password, step Email: send a code (or a reset link)',
  description:
    'identity-and-account §7, §8 "Reset password": the same answer for known and unknown addresses (nothing is sent to an unknown one). With the Cognito provider `channel: "EMAIL"` answers 503.',
  tags: ['Identity'],
  auth: 'none',
  rateLimit: { key: 'password-reset', limit: 10, windowMs: 10 * 60_000 },
  objectName: 'passwordReset',
  headers: { [CAPTCHA_HEADER]: CAPTCHA_DOC },
  body: passwordResetRequestBodySchema,
  responses: { 200: passwordResetRequestedSchema },
  errors: ['error.captcha.validation', ...CODE_SEND_ERRORS],
});

export const verifyPasswordResetCode = defineContract({
  operationId: 'identity.verifyPasswordResetCode',
  method: 'POST',
  path: '/v1/player/password_reset/sms_verification',
  summary: 'Reset password, step Verification: code → reset key',
  description: 'identity-and-account §3 "Reset-password form", §8 "Reset password": the reset key is valid 15 minutes, once.',
  tags: ['Identity'],
  auth: 'none',
  rateLimit: { key: 'password-reset-verification', limit: 20, windowMs: 10 * 60_000 },
  objectName: 'passwordResetVerification',
  body: passwordResetSmsVerificationBodySchema,
  responses: { 200: resetKeySchema },
  errors: [...CODE_CHECK_ERRORS, 'error.password.reset'],
});

export const setNewPassword = defineContract({
  operationId: 'identity.setNewPassword',
  method: 'POST',
  path: '/v1/player/password_reset/new_password',
  summary: 'Reset password, step Password (SMS flow)',
  description:
    'identity-and-account §8 "Reset password": ends every session of the player and clears the sign-in lock. With the Cognito provider the provider judges the code here (sms.* codes).',
  tags: ['Identity'],
  auth: 'none',
  rateLimit: newPasswordLimit,
  objectName: 'newPassword',
  body: newPasswordBodySchema,
  responses: { 204: null },
  errors: ['error.password.reset', ...CODE_CHECK_ERRORS],
});

export const setNewPasswordByEmail = defineContract({
  operationId: 'identity.setNewPasswordByEmail',
  method: 'POST',
  path: '/v1/player/password_reset/new_password/email',
  summary: 'Reset password, step Password (e-mail link flow)',
  description: 'identity-and-account §7, §8 "Reset password": the reset key from the e-mailed link must belong to that e-mail.',
  tags: ['Identity'],
  auth: 'none',
  rateLimit: newPasswordLimit,
  objectName: 'newPassword',
  body: newPasswordEmailBodySchema,
  responses: { 204: null },
  errors: ['error.password.reset', ...CODE_CHECK_ERRORS],
});

/** One public RS256 key; strict, so a private member (d, p, q, …) in the answer breaks the contract. */
const publicJwkSchema = z.strictObject({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
});

export const jwksSchema = z.object({ keys: z.array(publicJwkSchema) });

export const getJwks = defineContract({
  operationId: 'identity.getJwks',
  method: 'GET',
  path: '/v1/.well-known/jwks.json',
  summary: "The platform's public identity keys",
  description:
    'identity-and-account §3 "Session": the JSON Web Key Set for anyone verifying the RS256 identity tokens. Cacheable for 5 minutes (a rotation publishes the new key first).',
  tags: ['Identity'],
  auth: 'none',
  responses: { 200: jwksSchema },
  errors: [],
});

export const devOutboxQuerySchema = z.object({
  /** E.164 digits (a leading + is ignored) for SMS, an e-mail address for e-mail. Required: never everyone's codes. */
  to: z.string().trim().min(1).max(254),
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const devOutboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.int(),
      channel: z.enum(['SMS', 'EMAIL']),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

export const readDevOutbox = defineContract({
  operationId: 'identity.readDevOutbox',
  method: 'GET',
  path: '/dev/outbox',
  summary: 'What the sandbox SMS and e-mail adapters delivered to one recipient',
  description: 'Development and tests only, newest first: 404 in production unless SANDBOX_OUTBOX=true (the local demo), whatever the query.',
  tags: ['Development'],
  auth: 'none',
  objectName: 'outbox',
  query: devOutboxQuerySchema,
  responses: { 200: devOutboxSchema },
  errors: ['error.not_found'],
  internal: true,
});
