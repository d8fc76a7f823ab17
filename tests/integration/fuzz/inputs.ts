/**
 * The fuzz suite's input tables (tests/integration/fuzz/routes.test.ts): the valid body and path parameters of each
 * route, the edge values sent for every field, and the answers a route may give by design, each with its reason.
 */
import fc from 'fast-check';
import { SEAMLESS_ACTIONS } from '@/lib/games/seamless-schemas';
import { hostileValue, type FuzzBody } from './support';

/**
 * Tables a refused request may write by design, each with the reason. Anything else that changes on a 4xx fails.
 */
export const WRITES_ON_REFUSAL = new Set<string>([
  // A refused sign-in is counted against the address and the account (the lockout's own record).
  'sign_in_failures',
]);

/**
 * Route methods that legitimately answer 2xx to any of this input: they take no input the fuzzer can make
 * invalid (no body, no query schema, no path parameter), so a 2xx is the right answer.
 */
export const ACCEPTS_ANY_INPUT = new Map<string, string>([
  ['GET /health', 'liveness probe, reads nothing from the request'],
  ['GET /openapi.json', 'the OpenAPI document, reads nothing from the request'],
  ['GET /docs', 'the reference page, reads nothing from the request'],
  ['GET /docs/scalar.js', "the reference page's script, reads nothing from the request (the version query only busts caches)"],
  ['GET /v1/.well-known/jwks.json', 'public keys, reads nothing from the request'],
  ['GET /v1/player/identity-config', 'public client configuration, reads nothing'],
  ['GET /v1/player/access/context', 'anonymous callers get the anonymous context'],
  ['POST /v1/player/sign_out', 'signing out is idempotent and takes no input'],
  ['GET /v1/player/access/details', "signed in: the caller's own access; takes no input"],
  ['POST /v1/player/activity_check', 'signed in: records activity; takes no input'],
  ['GET /v1/player/login/info', 'signed in: own data; takes no input'],
  ['GET /v1/player', 'signed in: own profile; takes no input'],
  ['GET /v1/player/deposit-limits', 'signed in: own limits; takes no input'],
  ['GET /v1/player/spend-limits', 'signed in: own limits; takes no input'],
  ['GET /v1/timeout/cooling', "signed in: the market's time-out and exclusion lengths; takes no input"],
  ['POST /v1/player/update_term_and_condition_version', 'signed in: accepts the current terms; takes no input'],
  ['GET /v1/player/wallet', 'signed in: own wallet; takes no input'],
  ['GET /v1/player/wallet/pendingWithdrawal', 'signed in: own data; takes no input'],
  ['GET /v1/player/wallet/recent_deposit_methods', 'signed in: own data; takes no input'],
  ['GET /v1/player/wallet/socket-token', 'signed in: mints a socket token; takes no input'],
  ['GET /v1/player/cookies/consent', 'answers the consent of the given id or none'],
  ['GET /v1/player/questionnaire/occupations', "the platform's list; takes no input"],
  ['GET /v1/player/questionnaire/sources-of-funds', "the platform's list; takes no input"],
  ['GET /v1/player/salary-range', "the platform's list; takes no input"],
  ['GET /v1/player/questionnaire/answer', 'signed in: own questionnaire; takes no input'],
  ['GET /v1/player/marketing_preferences', 'signed in: own preferences; takes no input'],
  ['GET /v1/player/activity-timer/settings', 'signed in: own reality-check setting; takes no input'],
  ['GET /v1/player/activity-timer/minutes_remaining', 'signed in: own activity timer; takes no input'],
  ['PATCH /v1/player/activity-timer/reset_timer', 'signed in: restarts own activity timer; takes no input'],
  ['GET /v1/player/activity-timer/summary', 'signed in: own activity summary; takes no input'],
  ['POST /v1/player/activity_check/logout', 'signed in: ends own session from the reality check; takes no input'],
  ['GET /v1/player/transaction-summary', 'signed in: own deposit and withdrawal totals; takes no input'],
  ['GET /v1/player/latest-activity-log', 'signed in: own latest activity-log entry; takes no input'],
  ['GET /v1/player/documents', 'signed in: own documents; takes no input'],
  ['GET /v1/player/documents/verification', 'signed in: own verification summary; takes no input'],
  ['GET /v1/bonus-code/manual-claim/available', 'signed in: own availability; takes no input'],
  ['GET /v1/player/migration', 'signed in: own account migration request or none; takes no input'],
]);

/** GET routes that answer 2xx whatever the query holds (with valid path parameters), each with the reason. */
export const ACCEPTS_ANY_QUERY = new Map<string, string>([
  ['GET /dev/outbox', 'development reader: `to` filters by any text and unknown keys are ignored (a non-strict schema)'],
  ['GET /v2/games/[game]/limitations', 'reads no query at all'],
]);

const PHONE = { prefix: '358', number: '401112233' };
const SEAMLESS_BET = { token: 't'.repeat(43), transactionId: 'fuzz-tx-1', roundId: 'fuzz-round-1', gameId: 'casino-aces-and-faces-carousel', amount: 100 };

/**
 * A valid body per route method: the fuzzer also sends it with one field made hostile, so a value that passes the
 * schema (an int4 overflow, a NUL in free text) reaches the domain and the database, where 500s came from.
 */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /v1/bonus-code/validate': { bonusCode: 'HARBOUR10' },
  'POST /v1/bonus-code/manual-claim': { bonusCode: 'HARBOUR10', state: 'ACTIVATED' },
  'POST /v1/bonus/campaigns/consent': { agreed: true, campaignId: 1 },
  'POST /v2/bonus/campaigns/consent': { agreed: true, campaignId: 1 },
  'PUT /v1/bonus/[assignmentid]/state': { state: 'FORFEITED', wageringProgress: 0 },
  'PUT /v2/bonus/[assignmentid]/state': { state: 'FORFEITED', wageringProgress: 0 },
  'POST /v1/player/registration': {
    firstName: 'Aino',
    lastName: 'Virtanen',
    email: 'aino@example.com',
    mobilePhone: PHONE,
    password: 'harbour-2026',
    affId: 'aff-1',
    bonusCode: 'WELCOME',
  },
  'PUT /v1/player/registration': {
    playerId: 1,
    dateOfBirth: '1990-05-17',
    postalCode: '00100',
    mobilePhone: PHONE,
    countryCode: 'FI',
    termsAndConditionsAccepted: true,
    languageCode: 'fi',
  },
  'POST /v1/player/registration/sms_request': { playerId: 1, siteId: 1, countryCode: 'FI' },
  'POST /v1/player/registration/email_request': { playerId: 1, siteId: 1, countryCode: 'FI' },
  'POST /v1/player/registration/sms_verification': { playerId: 1, siteId: 1, countryCode: 'FI', code: '123456' },
  'POST /v1/player/registration/email_verification': { playerId: 1, siteId: 1, countryCode: 'FI', code: '123456' },
  'POST /v1/player/login': { email: 'aino@example.com', password: 'harbour-2026' },
  'POST /v1/player/password_reset': { email: 'aino@example.com', channel: 'EMAIL' },
  'POST /v1/player/password_reset/sms_verification': { smsResetKeyId: 'key-1', code: '123456' },
  'POST /v1/player/password_reset/new_password': { resetKey: 'reset-key', password: 'harbour-2026' },
  'POST /v1/player/password_reset/new_password/email': { resetKey: 'reset-key', password: 'harbour-2026', email: 'aino@example.com' },
  'PATCH /v1/player/cookies/consent': {
    consentId: '00000000-0000-4000-8000-000000000001',
    accepted: true,
    version: 1,
    options: { essentials: true, performanceFunctional: false, marketing: true },
  },
  'POST /v1/player/games/lobby': { gameId: 'casino-aces-and-faces-carousel', lobbyPageType: 'casino' },
  'DELETE /v1/player/games/lobby': { gameId: 'casino-aces-and-faces-carousel', lobbyPageType: 'casino' },
  'PATCH /v1/player/deposit-limits': { duration: 'D', limit: 10_000 },
  'PATCH /v1/player/spend-limits': { duration: 'W', limit: 10_000 },
  'PATCH /v1/player/timeout': { timeout: 7 },
  'PATCH /v1/player/exclusion': { exclusionInMonths: 6, exclusionDelayInHours: 24 },
  'PUT /v1/player/address': { address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100' },
  'PUT /v1/player/language': { language: 'fi' },
  'PUT /v1/player/password': { oldPassword: 'harbour-2026', newPassword: 'harbour-2027' },
  'POST /v1/player/phone_number/sms_request': { mobilePhone: { prefix: '358', number: '409998877' } },
  'POST /v1/player/phone_number/sms_verification': { smsVerificationId: 'vc_fuzz', code: '123456' },
  'PATCH /v1/player/marketing_preferences': { subscriptionChannels: ['EMAIL'], subscriptionCommunications: ['NEWSLETTER'] },
  'PATCH /v1/player/activity-timer/settings': { settings: 'HOUR' },
  'POST /v1/player/migration': { toMarket: 'CA', toProvince: 'ON' },
  'POST /v1/player/wallet/deposit-allowed': { ipAddress: '203.0.113.9', blackbox: 'fingerprint' },
  'POST /v1/player/wallet/deposit/request': { amount: 1_000, paymentMethod: 'CREDITCARD' },
  'POST /v1/player/wallet/withdrawal/request': { amount: 1_000 },
  'POST /v1/player/documents/verification': { documentType: 'PROOF_OF_ADDRESS', subType: 'UTILITY_BILL' },
  'POST /v1/player/wallet/withdrawal/cancellation': { pendingWithdrawalId: 1, amount: 1_000, cancelByPlayer: true },
  'POST /v1/harbour-games/session': { ticket: 'fun-ticket-123', gameId: 'casino-anchor-drop', moneyMode: 'fun' },
  'POST /v1/harbour-games/round': { ticket: 'fun-ticket-123', gameId: 'casino-anchor-drop', moneyMode: 'fun', stake: 100 },
  'POST /v1/seamless/[provider]/[action]': SEAMLESS_BET,
  'POST /v1/payments/sandbox/callback': { providerReference: 'sbx_1', outcome: 'APPROVED', amount: '1000', currency: 'EUR' },
  'POST /v1/identity-verification/sandbox/check': { outcome: 'APPROVED' },
  'POST /v1/identity-verification/sandbox/callback': { checkReference: 'idv_00000000-0000-4000-8000-000000000000', playerId: 1, outcome: 'APPROVED' },
  'POST /v1/jumio/documents/initiate': { documentType: 'PROOF_OF_ID', returnPath: '/en-UN/my-account/account/verification/identity' },
  'POST /v1/identity-verification/sandbox/documents/callback': {
    checkReference: 'idv_00000000-0000-4000-8000-000000000000',
    vendorReference: 'sbxidv_00000000-0000-4000-8000-000000000000',
    playerId: 1,
    outcome: 'DECLINED',
    reason: 'ID_EXPIRED',
  },
  'POST /v1/player/questionnaire/answer': {
    occupation: 'Lighthouse keeper',
    salaryRangeId: 3,
    sourceOfFunds: 'SALARY',
    placeOfBirth: 'Turku',
    nationality: 'Finnish',
  },
};

/** The route's valid body with one field replaced by a hostile value; such a request may be legitimately accepted. */
export function oneHostileField(valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  return fc.tuple(fc.constantFrom(...Object.keys(valid)), hostileValue).map(([field, value]) => ({
    text: JSON.stringify({ ...valid, [field]: value }),
    label: `valid body with ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
    mayBeValid: true,
  }));
}

/** Values at the edges of what a field of this type may carry, sent for every field of a valid body before the random runs. */
function edgeValuesLike(value: unknown): unknown[] {
  if (typeof value === 'number') return [2_147_483_648, 2 ** 53, -1];
  if (typeof value === 'string') return ['a\u0000b', 'x\uD800', '<b>x</b>\t'];
  return [null, 'x\u0000'];
}

export function edgeBodies(valid: Record<string, unknown>): FuzzBody[] {
  return Object.entries(valid).flatMap(([field, value]) =>
    edgeValuesLike(value).map((edge) => ({
      text: JSON.stringify({ ...valid, [field]: edge }),
      label: `valid body with ${field}=${JSON.stringify(edge)}`,
      mayBeValid: true,
    })),
  );
}

/** Valid values of path parameters, mixed with hostile ones so the fuzzer also gets past the route's own checks. */
export const VALID_PARAMS: Record<string, string[]> = {
  provider: ['pragmaticplay', 'evolution'],
  action: ['bet', ...SEAMLESS_ACTIONS.filter((action) => action !== 'bet')],
  game: ['casino-aces-and-faces-carousel'],
  reference: ['sbx_00000000-0000-4000-8000-000000000000', 'sbxidv_00000000-0000-4000-8000-000000000000'],
  checkReference: ['idv_00000000-0000-4000-8000-000000000000'],
  campaignid: ['1'],
  assignmentid: ['1'],
};
