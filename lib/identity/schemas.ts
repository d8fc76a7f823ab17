import { z } from 'zod';
import { int4IdSchema } from '@/lib/api/ids';
import { LANGUAGE_CODES } from '@/lib/markets/languages';

// Isomorphic: the sign-up, sign-in and reset forms validate with the same schemas the platform API parses with.
// Paths are under /api/v1 (docs/api.md "Identity").

/** Header carrying the hCaptcha response on sign-up and code-sending calls (spec identity-and-account §7). */
export const CAPTCHA_HEADER = 'hcaptchaToken';
/** Header carrying the registration token answered by POST /player/registration, on every later sign-up call. */
export const REGISTRATION_TOKEN_HEADER = 'Registration-Token';
/** Optional sign-up header: the country the visitor picked (spec identity-and-account §7 "sign-up may also send a country header"). */
export const COUNTRY_HEADER = 'country';
/** Players must be at least this old on the day they register. */
export const MINIMUM_AGE_YEARS = 18;

export const PIN_CODE_STATUSES = ['UNINITIALIZE', 'SUCESS_SEND', 'FAIL_SEND', 'SUCCESS_VERIFY', 'FAIL_VERIFY'] as const;
/** Spec identity-and-account §4 sign-up pinCodeStatus, spelling included (SUCESS_SEND). */
export type PinCodeStatus = (typeof PIN_CODE_STATUSES)[number];

export const ACCOUNT_STATUSES = [
  'CLOSED',
  'ACCOUNT_UNVERIFIED',
  'PRE_REGISTERED',
  'REGISTERED',
  'BLACKLISTED',
  'RESTRICTED',
  'PAYOUT',
  'TIMEOUT',
  'SELF_EXCLUDED',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/**
 * Text a person or a partner reads back (names, affiliate keys, bonus codes): no control characters (a tab or NUL
 * breaks e-mails, exports and logs) and no markup (`<`, `>`), whatever later escapes it.
 */
const plainText = (max: number) => trimmed(max).regex(/^[^\p{Cc}<>]*$/u, { error: 'must not contain control characters, < or >' });

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** At least 8 characters with a letter and a digit; 128 at most (scrypt input stays small). */
export const passwordSchema = z.string().min(8).max(128).regex(/\p{L}/u, { error: 'must contain a letter' }).regex(/\d/, { error: 'must contain a digit' });

/** Spec identity-and-account §3: mobilePhone is a prefix (dialling code, digits without '+') plus the national number. */
export const mobilePhoneSchema = z.strictObject({
  prefix: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: 'expected 1–4 digits without +' }),
  number: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,14}$/, { error: 'expected 4–14 digits' })),
});

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/));

/** Brazilian CPF: 11 digits, punctuation allowed on input. */
export const cpfSchema = z
  .string()
  .transform((value) => value.replace(/[.\-\s]/g, ''))
  .pipe(z.string().regex(/^\d{11}$/));

/** POST /player/registration (spec identity-and-account §3 "Registration payload") plus affiliate keys (spec identity-and-account §9) and a BR cpf. */
export const registrationBodySchema = z.strictObject({
  firstName: plainText(50),
  lastName: plainText(50),
  email: emailSchema,
  mobilePhone: mobilePhoneSchema,
  password: passwordSchema,
  /** Affiliate attribution from the `aff_id` and `appsflyer_token` query keys. */
  affId: plainText(100).optional(),
  appsflyerToken: plainText(200).optional(),
  /** The bonusCode query parameter read on entry to sign-up (spec identity-and-account §2), kept with the player for the bonus engine. */
  bonusCode: plainText(50).optional(),
  cpf: cpfSchema.optional(),
});

/** A real calendar date written yyyy-MM-dd. */
export const isoDateSchema = z.iso.date();

/** PUT /player/registration (spec identity-and-account §3 "Profile update payload"); languageCode inen becomes en. */
export const profileUpdateBodySchema = z.strictObject({
  playerId: int4IdSchema,
  dateOfBirth: isoDateSchema,
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { error: 'expected 2–10 letters, digits, spaces or dashes' }),
  mobilePhone: mobilePhoneSchema,
  countryCode: countryCodeSchema,
  provinceCode: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z]{2}$/))
    .optional(),
  termsAndConditionsAccepted: z.literal(true, { error: 'the terms and conditions must be accepted' }),
  languageCode: z.enum(LANGUAGE_CODES).transform((code) => (code === 'inen' ? 'en' : code)),
});

/** What POST /player/registration answers (201): the sign-up state's `details` (spec identity-and-account §3). */
export const registrationResponseSchema = z.object({
  playerId: z.int(),
  token: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** When the registration token stops working (ISO 8601). */
  tokenExpiresAt: z.string(),
});

/** What PUT /player/registration and the *_verification calls answer. */
export const registrationStateSchema = z.object({
  playerId: z.int(),
  status: z.enum(ACCOUNT_STATUSES),
  profileComplete: z.boolean(),
  mobilePhoneVerified: z.boolean(),
  emailVerified: z.boolean(),
});

/** Body of sms_request / email_request / sms_verification / email_verification (spec identity-and-account §7). */
export const codeRequestBodySchema = z.strictObject({
  playerId: int4IdSchema,
  /** SiteContext siteId, default 1 (spec identity-and-account §7). */
  siteId: int4IdSchema.default(1),
  countryCode: countryCodeSchema,
});

export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'expected 6 digits' });

export const codeVerificationBodySchema = codeRequestBodySchema.extend({ code: codeSchema });

/** What a *_request call answers. */
export const codeSentSchema = z.object({
  pinCodeStatus: z.enum(PIN_CODE_STATUSES),
  /** When the code stops working (ISO 8601). */
  expiresAt: z.string(),
  /** Codes that can still be requested in the current hour. */
  sendsRemaining: z.int(),
});

/** What a *_verification call answers: the registration state plus the pin status. */
export const codeVerifiedSchema = registrationStateSchema.extend({ pinCodeStatus: z.enum(PIN_CODE_STATUSES) });

/** POST /player/login. The password is not checked against the policy here: old passwords stay valid. */
export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(256),
});

/** The identity token's claims (spec identity-and-account §3 "Session"); multibrand is a JSON string. */
export const identityClaimsSchema = z.object({
  country_code: z.string(),
  language_code: z.string(),
  player_id: z.int().positive(),
  player_access_id: z.string(),
  email: z.string(),
  iat: z.int(),
  exp: z.int(),
  login_method: z.string(),
  registrationDate: z.string(),
  multibrand: z.string(),
  /** The gating flags for the request gate (lib/gate/access-guards.ts); tokens issued before it lack it. */
  access: z.unknown().optional(),
});

/** The parsed `multibrand` claim. */
export const multibrandSchema = z.object({ suspended: z.boolean(), brands: z.array(z.string()) });

/** What POST /player/login answers (the id_token cookie carries the same token). */
export const signInResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  playerId: z.int(),
  playerAccessId: z.string(),
  firstLogin: z.boolean(),
  termsAndConditionsAcceptedVersion: z.int().nullable(),
});

/** POST /player/password_reset; channel EMAIL sends the reset key by e-mail instead of an SMS code. */
export const passwordResetRequestBodySchema = z.strictObject({
  email: emailSchema,
  channel: z.enum(['SMS', 'EMAIL']).default('SMS'),
});

/** Same answer whether the e-mail is known or not (no account enumeration). */
export const passwordResetRequestedSchema = z.object({ smsResetKeyId: z.string(), pinCodeStatus: z.enum(PIN_CODE_STATUSES) });

export const passwordResetSmsVerificationBodySchema = z.strictObject({ smsResetKeyId: z.string().min(1).max(100), code: codeSchema });
export const resetKeySchema = z.object({ resetKey: z.string() });

export const newPasswordBodySchema = z.strictObject({ resetKey: z.string().min(1).max(200), password: passwordSchema });
export const newPasswordEmailBodySchema = newPasswordBodySchema.extend({ email: emailSchema });

/** The spec's gating flags (identity-and-account §6, games-wallet-bonuses §5), computed by lib/identity/access.ts. */
export const accessFlagsSchema = z.object({
  authorized: z.boolean(),
  payoutRisk: z.boolean(),
  multibrandSuspended: z.boolean(),
  casino: z.boolean(),
  liveCasino: z.boolean(),
  virtualSports: z.boolean(),
  sportsbook: z.boolean(),
  deposit: z.boolean(),
  bonuses: z.boolean(),
  withdrawal: z.boolean(),
});

export const accessContextSchema = z.object({
  access: accessFlagsSchema,
  playerId: z.int().nullable(),
  countryCode: z.string().nullable(),
  languageCode: z.string().nullable(),
  termsAndConditionsAcceptedVersion: z.int().nullable(),
  termsVersion: z.int().nullable(),
  /** Spec identity-and-account §2: only the version number is compared. */
  termsUpdateRequired: z.boolean(),
});

/** GET /player (spec identity-and-account §3 "Player profile"). */
export const playerProfileSchema = z.object({
  playerId: z.int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  dateOfBirth: z.string().nullable(),
  /** Street address and town, set on the account page (identity-and-account §3 "Account forms"). */
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  mobilePhone: z.object({ prefix: z.string(), number: z.string() }).nullable(),
  languageCode: z.string(),
  currencyCode: z.string(),
  countryCode: z.string(),
  provinceCode: z.string().nullable(),
  kycStatus: z.string(),
  requestDocumentTypeStatus: z.string(),
  firstLogin: z.boolean(),
  firstDepositDate: z.string().nullable(),
  payout: z.boolean(),
  casino: z.boolean(),
  liveCasino: z.boolean(),
  sports: z.boolean(),
  virtualSports: z.boolean(),
  bonuses: z.boolean(),
  deposit: z.boolean(),
  withdrawal: z.boolean(),
  termsAndConditionsAcceptedVersion: z.int().nullable(),
  loyaltyLevel: z.string().nullable(),
  limitLevel: z.string().nullable(),
  affiliateReg: z.boolean(),
  lastActivityDate: z.string().nullable(),
  registrationDate: z.string(),
});

export const termsAcceptedSchema = z.object({ termsAndConditionsAcceptedVersion: z.int() });

/** GET /player/login/info (spec identity-and-account §3 "Login info" and login history). */
export const loginInfoSchema = z.object({
  createdAt: z.string().nullable(),
  realIpAddress: z.string().nullable(),
  ipAddress: z.string().nullable(),
  realCountryCode: z.string().nullable(),
  history: z.array(z.object({ loginDate: z.string(), loginIp: z.string().nullable(), loginCountry: z.string().nullable() })),
});

/** POST /player/activity_check answer: the idle deadline the idle-timer modal counts down to. */
export const activityCheckSchema = z.object({
  lastActivityDate: z.string(),
  idleTimeoutSeconds: z.int(),
  idleDeadline: z.string(),
});

export type RegistrationBody = z.input<typeof registrationBodySchema>;
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type RegistrationState = z.infer<typeof registrationStateSchema>;
export type CodeRequestBody = z.input<typeof codeRequestBodySchema>;
export type CodeVerificationBody = z.input<typeof codeVerificationBodySchema>;
export type CodeSent = z.infer<typeof codeSentSchema>;
export type CodeVerified = z.infer<typeof codeVerifiedSchema>;
export type SignInBody = z.input<typeof signInBodySchema>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;
export type AccessFlags = z.infer<typeof accessFlagsSchema>;
export type AccessContext = z.infer<typeof accessContextSchema>;
export type PlayerProfile = z.infer<typeof playerProfileSchema>;
export type LoginInfo = z.infer<typeof loginInfoSchema>;
export type ActivityCheck = z.infer<typeof activityCheckSchema>;
