import { defineContract } from '@/lib/api/contract';
import type { ErrorCode } from '@/lib/api/error-codes';
import {
  addressAnswerSchema,
  addressBodySchema,
  languageAnswerSchema,
  languageBodySchema,
  marketingPreferencesBodySchema,
  marketingPreferencesSchema,
  passwordChangeBodySchema,
  passwordChangedSchema,
  phoneChangedSchema,
  phoneCodeRequestBodySchema,
  phoneCodeSentSchema,
  phoneCodeVerificationBodySchema,
} from './schemas';

// The account page's calls (identity-and-account §7 "Player", §8 "Account"; docs/api.md "Account page"). Every one
// acts on the signed-in player only: no call takes a player id. Rules: docs/decisions.md "Account page".

const ACCOUNT = ['Account'];
const minute = 60_000;

const CODE_CHECK_ERRORS = ['sms.code.invalid', 'sms.code.expired', 'sms.max.attempts.reached'] as const satisfies readonly ErrorCode[];

export const updateAddress = defineContract({
  operationId: 'account.updateAddress',
  method: 'PUT',
  path: '/v1/player/address',
  summary: 'Change the address or the province (Canada)',
  description:
    'identity-and-account §3 "Account forms" (address, province), §7 `/player/address`. The postcode must have the national format of the player\'s country (stored in its written form, e.g. `K1A 0B1`). Once the address is verified (KYC DATA_VERIFIED or above) it changes only through support: 409 `error.account.address.locked`. A move into or out of Ontario is 409 `error.account.province.ontario`.',
  tags: ACCOUNT,
  auth: 'required',
  rateLimit: { key: 'account-address', limit: 20, windowMs: 10 * minute },
  objectName: 'address',
  body: addressBodySchema,
  responses: { 200: addressAnswerSchema },
  errors: ['error.player.not.found', 'error.account.address.locked', 'error.account.province.ontario'],
});

export const updateLanguage = defineContract({
  operationId: 'account.updateLanguage',
  method: 'PUT',
  path: '/v1/player/language',
  summary: 'Change the language of the player’s messages',
  description: 'identity-and-account §3 (`inen` becomes `en`), §7 `/player/language` (body `language`).',
  tags: ACCOUNT,
  auth: 'required',
  rateLimit: { key: 'account-language', limit: 20, windowMs: 10 * minute },
  objectName: 'language',
  body: languageBodySchema,
  responses: { 200: languageAnswerSchema },
  errors: ['error.player.not.found'],
});

export const changePassword = defineContract({
  operationId: 'account.changePassword',
  method: 'PUT',
  path: '/v1/player/password',
  summary: 'Change the password; other sessions are signed out',
  description:
    'identity-and-account §7 `/player/password`, identity-and-account §8 "Account" (`error.old_password.incorrect`, 400). A wrong old password counts towards the same per-address lock as a wrong sign-in (five, then 30 minutes: 429 `error.sign.in.attempt.count.exceeded`), counted in the database before the password is judged. On success every other session of the player (and every identity-provider token issued before now) ends; the session that asked stays signed in.',
  tags: ACCOUNT,
  auth: 'required',
  rateLimit: { key: 'account-password', limit: 10, windowMs: 10 * minute },
  objectName: 'password',
  body: passwordChangeBodySchema,
  responses: { 200: passwordChangedSchema },
  errors: ['error.player.not.found', 'error.old_password.incorrect', 'error.sign.in.attempt.count.exceeded'],
});

export const requestPhoneCode = defineContract({
  operationId: 'account.requestPhoneCode',
  method: 'POST',
  path: '/v1/player/phone_number/sms_request',
  summary: 'Phone change: send a code to the new number',
  description:
    'identity-and-account §4 "Phone change", §7 `/player/phone_number` sms_request. Answers the `smsVerificationId` the code popup sends back. Three codes an hour per player and per number (counted in the database); a new code supersedes the older ones. A number the SMS provider refuses, or the account\'s own, is a 400 field error on `mobilePhone.number` (`error.vonage.phone.invalid`, `unchanged`): never a 403, which would sign the player out.',
  tags: ACCOUNT,
  auth: 'required',
  rateLimit: { key: 'account-phone-request', limit: 10, windowMs: 10 * minute },
  objectName: 'phoneNumber',
  body: phoneCodeRequestBodySchema,
  responses: { 200: phoneCodeSentSchema },
  errors: ['error.player.not.found', 'sms.max.attempts.reached', 'error.verification.send_failed'],
});

export const verifyPhoneCode = defineContract({
  operationId: 'account.verifyPhoneCode',
  method: 'POST',
  path: '/v1/player/phone_number/sms_verification',
  summary: 'Phone change: confirm the code; the new number becomes the account’s',
  description:
    'identity-and-account §4, §7 `/player/phone_number` sms_verification (`code`), identity-and-account §8 "Verification codes". The third wrong code burns it; only the newest code of the player verifies; another player’s `smsVerificationId` is unknown here.',
  tags: ACCOUNT,
  auth: 'required',
  rateLimit: { key: 'account-phone-verification', limit: 20, windowMs: 10 * minute },
  objectName: 'phoneNumber',
  body: phoneCodeVerificationBodySchema,
  responses: { 200: phoneChangedSchema },
  errors: ['error.player.not.found', ...CODE_CHECK_ERRORS],
});

export const getMarketingPreferences = defineContract({
  operationId: 'account.getMarketingPreferences',
  method: 'GET',
  path: '/v1/player/marketing_preferences',
  summary: 'The player’s marketing preferences',
  description:
    'identity-and-account §3 "Marketing preferences", §7 `/player/marketing_preferences` (GET): the subscribed choices of subscriptionChannels and subscriptionCommunications. Nothing is subscribed until the player says so.',
  tags: ACCOUNT,
  auth: 'required',
  responses: { 200: marketingPreferencesSchema },
  errors: [],
});

export const updateMarketingPreferences = defineContract({
  operationId: 'account.updateMarketingPreferences',
  method: 'PATCH',
  path: '/v1/player/marketing_preferences',
  summary: 'Change the player’s marketing preferences',
  description:
    'identity-and-account §7 `/player/marketing_preferences` (PATCH). A group that is sent replaces that group’s subscribed choices; a group left out stays. Each choice keeps when it was last changed (the consent record).',
  tags: ACCOUNT,
  auth: 'required',
  rateLimit: { key: 'account-marketing', limit: 30, windowMs: minute },
  objectName: 'marketingPreferences',
  body: marketingPreferencesBodySchema,
  responses: { 200: marketingPreferencesSchema },
  errors: [],
});
