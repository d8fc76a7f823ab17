import { z } from 'zod';
import { codeSchema, mobilePhoneSchema, passwordSchema, PIN_CODE_STATUSES } from '@/lib/identity/schemas';
import { LANGUAGE_CODES } from '@/lib/markets/languages';
import { SUBSCRIPTION_CHANNELS, SUBSCRIPTION_COMMUNICATIONS } from './marketing';

// The account page's calls (identity-and-account §3 "Account forms", §7 "Player"; docs/api.md "Account page").
// Isomorphic: the forms validate with the schemas the platform parses with.

/** Text a person reads back (street, town): no control characters and no markup, whatever later escapes it. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}<>]*$/u, { error: 'must not contain control characters, < or >' });

/**
 * PUT /player/address: the address form (`address`, `city`, `postalCode`, all three) or the province form
 * (`provinceCode`, Canada only), or both. The postcode's national format is judged against the player's country
 * (lib/account/postcode.ts), which the player cannot change here.
 */
export const addressBodySchema = z
  .strictObject({
    address: plainText(100).optional(),
    city: plainText(60).optional(),
    postalCode: z.string().trim().max(12).optional(),
    provinceCode: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{2}$/))
      .optional(),
  })
  .superRefine((body, context) => {
    const address = [body.address, body.city, body.postalCode];
    const anyAddress = address.some((value) => value !== undefined);
    if (anyAddress) {
      for (const field of ['address', 'city', 'postalCode'] as const) {
        if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'required with the rest of the address' });
      }
    } else if (body.provinceCode === undefined) {
      context.addIssue({ code: 'custom', path: [], message: 'expected the address (address, city, postalCode), a provinceCode, or both' });
    }
  });

/** What PUT /player/address answers: the address as stored (postcode in its written form) and what changed. */
export const addressAnswerSchema = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string(),
  provinceCode: z.string().nullable(),
  /** Which form's success toast to show (identity-and-account §8 "Success toasts"). */
  updated: z.array(z.enum(['address', 'province'])),
});

/** PUT /player/language (identity-and-account §7 "body language"); inen becomes en (identity-and-account §3). */
export const languageBodySchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES).transform((code) => (code === 'inen' ? 'en' : code)),
});
export const languageAnswerSchema = z.object({ languageCode: z.enum(LANGUAGE_CODES) });

/** PUT /player/password. The old password is not held to today's policy (an old one may predate it). */
export const passwordChangeBodySchema = z
  .strictObject({ oldPassword: z.string().min(1).max(256), newPassword: passwordSchema })
  .refine((body) => body.oldPassword !== body.newPassword, { path: ['newPassword'], message: 'must differ from the old password' });

export const passwordChangedSchema = z.object({
  /** How many other sessions (devices) were signed out; the one that asked stays signed in. */
  signedOutSessions: z.int().nonnegative(),
});

/** POST /player/phone_number/sms_request: the new number; the code goes to it. */
export const phoneCodeRequestBodySchema = z.strictObject({ mobilePhone: mobilePhoneSchema });

/** What sms_request answers: the id the popup sends back with the code (identity-and-account §3 smsVerificationId). */
export const phoneCodeSentSchema = z.object({
  smsVerificationId: z.string(),
  pinCodeStatus: z.enum(PIN_CODE_STATUSES),
  expiresAt: z.string(),
  sendsRemaining: z.int(),
});

export const phoneCodeVerificationBodySchema = z.strictObject({ smsVerificationId: z.string().min(1).max(100), code: codeSchema });

export const phoneChangedSchema = z.object({
  mobilePhone: z.object({ prefix: z.string(), number: z.string() }),
  pinCodeStatus: z.enum(PIN_CODE_STATUSES),
});

const unique = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, { message: 'each value at most once' });

/** The subscribed choices of each group (identity-and-account §3 "Marketing preferences"); absent means not subscribed. */
export const marketingPreferencesSchema = z.object({
  subscriptionChannels: z.array(z.enum(SUBSCRIPTION_CHANNELS)),
  subscriptionCommunications: z.array(z.enum(SUBSCRIPTION_COMMUNICATIONS)),
});

/** PATCH: a group that is sent replaces that group's choices; a group left out stays as it is. */
export const marketingPreferencesBodySchema = z
  .strictObject({
    subscriptionChannels: unique(z.enum(SUBSCRIPTION_CHANNELS), SUBSCRIPTION_CHANNELS.length).optional(),
    subscriptionCommunications: unique(z.enum(SUBSCRIPTION_COMMUNICATIONS), SUBSCRIPTION_COMMUNICATIONS.length).optional(),
  })
  .refine((body) => body.subscriptionChannels !== undefined || body.subscriptionCommunications !== undefined, {
    message: 'expected subscriptionChannels, subscriptionCommunications or both',
  });

export type AddressBody = z.input<typeof addressBodySchema>;
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;
export type LanguageBody = z.input<typeof languageBodySchema>;
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;
export type PhoneCodeRequestBody = z.input<typeof phoneCodeRequestBodySchema>;
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
export type PhoneCodeVerificationBody = z.input<typeof phoneCodeVerificationBodySchema>;
export type PhoneChanged = z.infer<typeof phoneChangedSchema>;
export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>;
export type MarketingPreferencesBody = z.input<typeof marketingPreferencesBodySchema>;
