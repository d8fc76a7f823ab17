/**
 * Every route file under app/api, found on disk, gets hostile bodies, queries and path segments (fixed seed,
 * bounded runs), signed in and anonymous. Whatever arrives, the answer is never 5xx, a JSON refusal has the
 * spec's error shape, and a refused request changes no table.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { AnyContract } from '@/lib/api/contract';
import { POST as seamlessPost } from '@/app/api/v1/seamless/[provider]/[action]/route';
import { POST as identityCheckCallback } from '@/app/api/v1/identity-verification/sandbox/callback/route';
import { SEAMLESS_ACTIONS } from '@/lib/games/seamless-schemas';
import { handleSandboxProviderCall } from '@/server/adapters/games/sandbox/sandbox-provider-server';
import { DOCUMENT_CALLBACK_SIGNATURE_HEADER } from '@/lib/identity-verification/document-checks';
import { signCallback } from '@/server/adapters/identity-verification/callback-signature';
import { setDocumentCheckVendorsForTests } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { setIdentityVerifierForTests } from '@/server/adapters/identity-verification/get-identity-verifier';
import { SandboxDocumentVendor } from '@/server/adapters/identity-verification/sandbox-document-vendor';
import { SANDBOX_IDENTITY_SIGNATURE_HEADER, SandboxIdentityVerifier } from '@/server/adapters/identity-verification/sandbox-identity-verifier';
import { setPaymentProviderForTests } from '@/server/adapters/payments/get-payment-provider';
import { SandboxPaymentProvider } from '@/server/adapters/payments/sandbox-provider';
import { signWebhookPayload, SIGNATURE_HEADER } from '@/server/content/webhook/signature';
import { DEVELOPMENT_WEBHOOK_SECRET } from '@/server/content/webhook/webhook-secret';
import { PROVIDER_SLUG_PATTERN } from '@/server/domains/games/game-session-policy';
import { sandboxSeamlessSecret } from '@/server/domains/games/seamless-secrets';
import { signSeamlessBody } from '@/server/domains/games/seamless-signature';
import { ERROR_STATUS } from '@/server/http/errors';
import { setRateLimiter } from '@/server/http/rate-limit';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import {
  changedTables,
  discoverRouteFiles,
  hostileBody,
  hostileQuery,
  hostileString,
  hostileValue,
  HTTP_METHODS,
  tableCounts,
  type FuzzBody,
  type RouteHandler,
} from './support';

const SEED = 20261127;
const RUNS_PER_HANDLER = 20;
const PAYMENTS_SECRET = 'fuzz-payments-secret';
const IDENTITY_VERIFICATION_SECRET = 'fuzz-identity-verification-secret';

/**
 * Tables a refused request may write by design, each with the reason. Anything else that changes on a 4xx fails.
 */
const WRITES_ON_REFUSAL = new Set<string>([
  // A refused sign-in is counted against the address and the account (the lockout's own record).
  'sign_in_failures',
]);

/**
 * Route methods that legitimately answer 2xx to any of this input: they take no input the fuzzer can make
 * invalid (no body, no query schema, no path parameter), so a 2xx is the right answer.
 */
const ACCEPTS_ANY_INPUT = new Map<string, string>([
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
const ACCEPTS_ANY_QUERY = new Map<string, string>([
  ['GET /dev/outbox', 'development reader: `to` filters by any text and unknown keys are ignored (a non-strict schema)'],
  ['GET /v2/games/[game]/limitations', 'reads no query at all'],
]);

const PHONE = { prefix: '358', number: '401112233' };
const SEAMLESS_BET = { token: 't'.repeat(43), transactionId: 'fuzz-tx-1', roundId: 'fuzz-round-1', gameId: 'casino-aces-and-faces-carousel', amount: 100 };

/**
 * A valid body per route method: the fuzzer also sends it with one field made hostile, so a value that passes the
 * schema (an int4 overflow, a NUL in free text) reaches the domain and the database, where 500s came from.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
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
function oneHostileField(valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
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

function edgeBodies(valid: Record<string, unknown>): FuzzBody[] {
  return Object.entries(valid).flatMap(([field, value]) =>
    edgeValuesLike(value).map((edge) => ({
      text: JSON.stringify({ ...valid, [field]: edge }),
      label: `valid body with ${field}=${JSON.stringify(edge)}`,
      mayBeValid: true,
    })),
  );
}

/** Valid values of path parameters, mixed with hostile ones so the fuzzer also gets past the route's own checks. */
const VALID_PARAMS: Record<string, string[]> = {
  provider: ['pragmaticplay', 'evolution'],
  action: ['bet', ...SEAMLESS_ACTIONS.filter((action) => action !== 'bet')],
  game: ['casino-aces-and-faces-carousel'],
  reference: ['sbx_00000000-0000-4000-8000-000000000000', 'sbxidv_00000000-0000-4000-8000-000000000000'],
  checkReference: ['idv_00000000-0000-4000-8000-000000000000'],
  campaignid: ['1'],
  assignmentid: ['1'],
};

const getDb = useTestDatabase();
const originalFetch = globalThis.fetch;

/** Outbound calls (game providers, the built-in game's seamless client) are answered in process, as on one server. */
function inProcessFetch(): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const request = new Request(url, init);
    const sandbox = /^\/api\/sandbox\/providers\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (sandbox) return handleSandboxProviderCall(request, sandbox[1], sandbox[2]);
    const seamless = /^\/api\/v1\/seamless\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (seamless) return seamlessPost(request, { params: Promise.resolve({ provider: seamless[1], action: seamless[2] }) });
    throw new Error(`fuzz: unexpected outbound call to ${url.href}`);
  };
}

beforeAll(() => {
  globalThis.fetch = inProcessFetch();
  setPaymentProviderForTests(
    new SandboxPaymentProvider({
      secret: PAYMENTS_SECRET,
      apiBaseUrl: 'http://127.0.0.1:1/api',
      cashierBaseUrl: 'http://127.0.0.1:1/api',
      deliver: async () => {},
    }),
  );
  // The sandbox identity check's signed callback reaches the callback route in process, as its HTTP POST would.
  setIdentityVerifierForTests(
    new SandboxIdentityVerifier({
      secret: IDENTITY_VERIFICATION_SECRET,
      apiBaseUrl: 'http://127.0.0.1:1/api',
      deliver: async (body, signature) =>
        (
          await identityCheckCallback(
            new Request('http://localhost/api/v1/identity-verification/sandbox/callback', {
              method: 'POST',
              body,
              headers: { [SANDBOX_IDENTITY_SIGNATURE_HEADER]: signature },
            }),
          )
        ).json(),
    }),
  );
});

afterAll(() => {
  setDocumentCheckVendorsForTests({});
  globalThis.fetch = originalFetch;
  setPaymentProviderForTests(undefined);
  setIdentityVerifierForTests(undefined);
});

beforeAll(() => {
  // The document vendor signs with the fuzz secret; its page's decisions are never delivered (no session exists).
  setDocumentCheckVendorsForTests({
    sandbox: new SandboxDocumentVendor({ secret: IDENTITY_VERIFICATION_SECRET, apiBaseUrl: 'http://127.0.0.1:1/api', deliver: async () => ({}) }),
    jumio: null,
  });
});

beforeEach(() => {
  // Every request reaches validation: the rate limiter is not what this suite proves.
  setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1, resetAt: Date.now() + 60_000 }) });
});

type Params = Record<string, string | string[]>;

/** A GET with no query and valid path parameters delivered nothing hostile (a GET's body is never read): 2xx is right. */
function carriesNothingHostile(key: string, method: string, params: Params, query: Record<string, string>): boolean {
  const validParams = Object.entries(params).every(([name, value]) =>
    (Array.isArray(value) ? value : [value]).every((part) => VALID_PARAMS[name]?.includes(part)),
  );
  return method === 'GET' && validParams && (Object.keys(query).length === 0 || ACCEPTS_ANY_QUERY.has(key));
}

/** `[name]` or `[...name]` folders: the route's path parameters. */
function dynamicSegments(segments: string[]): { name: string; spread: boolean }[] {
  return segments.flatMap((segment) => {
    const match = /^\[(\.\.\.)?([^\]]+)\]$/.exec(segment);
    return match ? [{ name: match[2], spread: match[1] !== undefined }] : [];
  });
}

function paramArbitrary(segments: string[]): fc.Arbitrary<Params> {
  const entries = dynamicSegments(segments).map(({ spread, name }) => {
    const valid = VALID_PARAMS[name] ?? [];
    const one = valid.length > 0 ? fc.oneof(fc.constantFrom(...valid), hostileString) : hostileString;
    return [name, spread ? fc.array(one, { minLength: 1, maxLength: 4 }) : one] as const;
  });
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string | string[]>>);
}

/** The first valid value of every path parameter (the route's own checks pass; the body decides). */
function validParams(segments: string[]): Params {
  return Object.fromEntries(
    dynamicSegments(segments).map(({ name, spread }) => [name, spread ? [VALID_PARAMS[name]?.[0] ?? 'x'] : (VALID_PARAMS[name]?.[0] ?? 'x')]),
  );
}

/** The URL as a client would send it: each segment percent-encoded (a lone surrogate as U+FFFD, as a browser does). */
function urlFor(segments: string[], params: Params, query: Record<string, string>): string {
  const path = segments
    .flatMap((segment) => {
      const [dynamic] = dynamicSegments([segment]);
      if (!dynamic) return [segment];
      const value = params[dynamic.name];
      return (Array.isArray(value) ? value : [value]).map((part) => encodeURIComponent(part.toWellFormed()));
    })
    .join('/');
  const search = new URLSearchParams(query).toString();
  return `http://localhost/api/${path}${search ? `?${search}` : ''}`;
}

function signatureHeaders(pattern: string, params: Params, text: string): Record<string, string> {
  if (pattern === '/v1/seamless/[provider]/[action]') {
    const provider = String(params.provider);
    return PROVIDER_SLUG_PATTERN.test(provider) ? { 'x-signature': signSeamlessBody(text, sandboxSeamlessSecret(provider)) } : {};
  }
  if (pattern === '/revalidate') return { [SIGNATURE_HEADER]: signWebhookPayload(text, DEVELOPMENT_WEBHOOK_SECRET) };
  if (pattern === '/v1/payments/sandbox/callback') return { 'x-sandbox-signature': signWebhookPayload(text, PAYMENTS_SECRET) };
  if (pattern === '/v1/identity-verification/sandbox/callback')
    return { [SANDBOX_IDENTITY_SIGNATURE_HEADER]: signWebhookPayload(text, IDENTITY_VERIFICATION_SECRET) };
  if (pattern === '/v1/identity-verification/sandbox/documents/callback')
    return { [DOCUMENT_CALLBACK_SIGNATURE_HEADER]: signCallback(text, IDENTITY_VERIFICATION_SECRET) };
  return {};
}

function buildRequest(method: string, url: string, body: FuzzBody, headers: Record<string, string>): Request {
  const init: RequestInit = { method, headers: new Headers(headers) };
  if (body.text !== undefined && method !== 'GET' && method !== 'HEAD') {
    init.body = body.text;
    (init.headers as Headers).set('content-type', body.contentType ?? 'application/json');
  }
  return new Request(url, init);
}

type Answer = { status: number; contentType: string; json: unknown };

async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let json: unknown;
  if (contentType.includes('json')) json = JSON.parse(text);
  return { status: response.status, contentType, json };
}

/** The spec's error body: status, code and message, and well-formed field errors when present. */
function errorShapeProblem(answer: Answer): string | null {
  if (!answer.contentType.includes('json'))
    return answer.contentType.startsWith('text/html') ? null : `a ${answer.status} answer that is neither JSON nor HTML (${answer.contentType})`;
  const body = answer.json as Record<string, unknown>;
  if (typeof body !== 'object' || body === null) return 'error body is not an object';
  if (body.status !== answer.status) return `body status ${String(body.status)} differs from HTTP ${answer.status}`;
  if (typeof body.code !== 'string' || !(body.code in ERROR_STATUS)) return `code ${String(body.code)} is not one of the API's error codes`;
  if (typeof body.message !== 'string') return 'message missing';
  if (body.fieldErrors !== undefined) {
    if (!Array.isArray(body.fieldErrors)) return 'fieldErrors is not an array';
    for (const item of body.fieldErrors as Record<string, unknown>[]) {
      for (const key of ['objectName', 'field', 'rejectedValue', 'status', 'message', 'code']) if (!(key in item)) return `field error without ${key}`;
    }
  }
  return null;
}

/**
 * A route that stands in for a third party (the sandbox game providers) declares its own error format in its
 * contract (`ownErrors`): a refusal of such a status must match that format, or else the spec's shape.
 */
function refusalShapeProblem(handler: RouteHandler, answer: Answer): string | null {
  const own = (handler as { contract?: AnyContract }).contract?.ownErrors as Record<number, ZodType | undefined> | undefined;
  const format = own?.[answer.status];
  if (format && answer.contentType.includes('json') && format.safeParse(answer.json).success) return null;
  return errorShapeProblem(answer);
}

const routes = discoverRouteFiles();

it('finds the route files on disk', () => {
  expect(routes.length).toBeGreaterThan(50);
  expect(routes.map((route) => route.pattern)).toContain('/v1/seamless/[provider]/[action]');
});

describe.each(routes.map((route) => [route.file, route] as const))('%s', (_file, route) => {
  it('answers hostile input with a 4xx in the error shape, never a 5xx, and writes nothing when it refuses', async () => {
    const module = (await import(join(process.cwd(), route.file))) as Record<string, unknown>;
    const handlers = HTTP_METHODS.filter((method) => typeof module[method] === 'function');
    // A route file the fuzzer cannot call is a route nobody proves: fail instead of skipping it.
    expect(handlers.length).toBeGreaterThan(0);

    const { db } = getDb().handle;
    const playerId = await insertPlayer(
      db,
      `fuzz-${route.segments
        .join('-')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')
        .slice(0, 40)}@example.com`,
    );
    const failures: string[] = [];

    for (const method of handlers) {
      const handler = module[method] as RouteHandler;
      const key = `${method} ${route.pattern}`;
      await fc.assert(
        fc.asyncProperty(
          paramArbitrary(route.segments),
          hostileQuery,
          VALID_BODIES[key] ? fc.oneof(hostileBody, oneHostileField(VALID_BODIES[key])) : hostileBody,
          fc.boolean(),
          async (params, query, body, signedIn) => {
            // A sign-up token on every call, so the registration steps get past the header check to the database.
            const headers: Record<string, string> = {
              'registration-token': 'fuzz-registration-token',
              ...signatureHeaders(route.pattern, params, body.text ?? ''),
            };
            if (signedIn) headers.authorization = `Bearer ${await identityTokenFor(playerId)}`;
            const request = buildRequest(method, urlFor(route.segments, params, query), body, headers);
            const before = await tableCounts(db);
            let answer: Answer;
            const where = `${key} signedIn=${signedIn} params=${JSON.stringify(params).slice(0, 120)} query=${JSON.stringify(query).slice(0, 120)} body=${body.label}`;
            try {
              answer = await readAnswer(await handler(request, { params: Promise.resolve(params) }));
            } catch (error) {
              // What Next turns into a bare 500.
              failures.push(`throws ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}: ${where}`);
              return;
            }
            const label = `${where}: ${answer.status} ${JSON.stringify(answer.json)?.slice(0, 200)}`;
            if (answer.status >= 500) failures.push(`5xx: ${label}`);
            else if (answer.status >= 400) {
              const problem = refusalShapeProblem(handler, answer);
              if (problem) failures.push(`shape (${problem}): ${label}`);
              const changed = changedTables(before, await tableCounts(db), WRITES_ON_REFUSAL);
              if (changed.length > 0) failures.push(`refused but wrote ${changed.join(', ')}: ${label}`);
            } else if (
              answer.status < 200 ||
              answer.status >= 300 ||
              !(body.mayBeValid || ACCEPTS_ANY_INPUT.has(key) || carriesNothingHostile(key, method, params, query))
            ) {
              failures.push(`accepted (${answer.status}) although the route takes input it should refuse: ${label}`);
            }
          },
        ),
        {
          seed: SEED,
          numRuns: RUNS_PER_HANDLER,
          endOnFailure: true,
          examples: VALID_BODIES[key]
            ? edgeBodies(VALID_BODIES[key]).map((body) => [validParams(route.segments), {}, body, true] as [Params, Record<string, string>, FuzzBody, boolean])
            : [],
        },
      );
    }
    expect(failures).toEqual([]);
  });
});
