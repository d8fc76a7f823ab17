/**
 * Every route file under app/api, found on disk, gets hostile bodies, queries and path segments (fixed seed,
 * bounded runs), signed in and anonymous. Whatever arrives, the answer is never 5xx, a JSON refusal has the
 * spec's error shape, and a refused request changes no table. The input tables are in ./inputs.ts.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { AnyContract } from '@/lib/api/contract';
import { POST as seamlessPost } from '@/app/api/v1/seamless/[provider]/[action]/route';
import { POST as identityCheckCallback } from '@/app/api/v1/identity-verification/sandbox/callback/route';
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
import { TEST_DATABASE_URL } from '../support/test-db';
import {
  changedTables,
  discoverRouteFiles,
  hostileBody,
  hostileQuery,
  hostileString,
  HTTP_METHODS,
  tableCounts,
  type FuzzBody,
  type RouteHandler,
} from './support';
import { ACCEPTS_ANY_INPUT, ACCEPTS_ANY_QUERY, edgeBodies, oneHostileField, VALID_BODIES, VALID_PARAMS, WRITES_ON_REFUSAL } from './inputs';

const SEED = 20261127;
/**
 * Random runs per route method, after the explicit edge examples (every field of a valid body at its edges), which
 * run in full on both engines. The full count runs on PostgreSQL, the production engine; the PGlite pass runs the
 * first runs of the same fixed-seed sequence (fast-check draws the same values in the same order for a seed), so
 * every route stays fuzzed on both engines and what PGlite sends is a prefix of what PostgreSQL sends. A method
 * that takes no input (ACCEPTS_ANY_INPUT) has no input space to explore: a few runs prove it ignores junk.
 */
const RUNS_PER_HANDLER = TEST_DATABASE_URL ? 20 : 6;
const RUNS_NO_INPUT = 4;
const PAYMENTS_SECRET = 'fuzz-payments-secret';
const IDENTITY_VERIFICATION_SECRET = 'fuzz-identity-verification-secret';

const getDb = useTestDatabase();
// One test per route file runs every method's edge examples and random runs: on a loaded two-core machine a route
// with several methods and bodies passes the global 30 s, and a timed-out loop goes on writing into the next test.
jest.setTimeout(90_000);
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
      const examples = VALID_BODIES[key]
        ? edgeBodies(VALID_BODIES[key]).map((body) => [validParams(route.segments), {}, body, true] as [Params, Record<string, string>, FuzzBody, boolean])
        : [];
      const randomRuns = ACCEPTS_ANY_INPUT.has(key) ? Math.min(RUNS_NO_INPUT, RUNS_PER_HANDLER) : RUNS_PER_HANDLER;
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
        // fast-check counts the examples in numRuns (and runs at most numRuns of them): the random runs come on top.
        { seed: SEED, numRuns: examples.length + randomRuns, endOnFailure: true, examples },
      );
    }
    expect(failures).toEqual([]);
  });
});
