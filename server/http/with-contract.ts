import 'server-only';
import type { z } from 'zod';
import { env } from '@/server/env';
import { getDatabase } from '@/server/db/get-database';
import type { Database } from '@/server/db/database';
import type { AnyContract, ContractReplyBody, Out as Parsed } from '@/lib/api/contract';
import { checkContractAnswer } from '@/lib/api/contract-check';
import { SESSION_COOKIE } from '@/lib/session/constants';
import { sessionCookie } from '@/server/identity/session-cookie';
import { ApiError, ValidationError, type FieldError } from './errors';
import { toFieldErrors } from './field-errors';
import { handleApiError } from './handle-api-error';
import { unsafeInputErrors } from './input-guard';
import { getRateLimiter, rateLimitSubject } from './rate-limit';
import { readBoundedBytes, readJsonBody, MAX_JSON_BODY_BYTES } from './read-json-body';
import { readMultipartBody } from './read-multipart-body';
import type { SessionPlayer } from '@/server/identity/session-player';
import { resolveSessionPlayer, usesSessionCookie } from './session';

type PlayerFor<C extends AnyContract> = C['auth'] extends 'required' ? SessionPlayer : C['auth'] extends 'optional' ? SessionPlayer | null : null;

export interface ContractContext<C extends AnyContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  /** The parsed JSON body; for `bodyEncoding: 'raw'` it is undefined and `rawBody` holds the bytes. */
  body: Parsed<C['body']>;
  /** The body's bytes, bounded, for `bodyEncoding: 'raw'` (a signature covers them); otherwise undefined. */
  rawBody: Buffer | undefined;
  player: PlayerFor<C>;
  request: Request;
  db: Database;
}

type ContractHandler<C extends AnyContract, X> = (context: X) => Promise<Response | ContractReplyBody<C>>;

type NextRouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

/** A route handler built from a contract; the contract travels with it so the suite can match files to contracts. */
export type ContractRoute<C extends AnyContract = AnyContract> = ((request: Request, context?: NextRouteContext) => Promise<Response>) & {
  readonly contract: C;
};

/** The largest raw (signed) body a route reads unless it says otherwise. */
const MAX_RAW_BODY_BYTES = MAX_JSON_BODY_BYTES;

function validate(schema: z.ZodType, input: unknown, objectName: string, errors: FieldError[]): unknown {
  // The edge rule first: a schema never walks (nor an error echoes) a value nested too deep or text with NUL.
  const unsafe = unsafeInputErrors(input, objectName);
  if (unsafe.length > 0) {
    errors.push(...unsafe);
    return undefined;
  }
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  errors.push(...toFieldErrors(result.error, objectName, input));
  return undefined;
}

async function enforceRateLimit(contract: AnyContract, request: Request, player: SessionPlayer | null): Promise<void> {
  const rule = contract.rateLimit;
  if (!rule || env.RATE_LIMIT_DISABLED) return;
  const subject = rateLimitSubject(request, player?.playerId);
  const result = await getRateLimiter().hit(`${rule.key}:${subject}`, rule.limit, rule.windowMs);
  if (result.allowed) return;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
  throw new ApiError('error.rate_limit.exceeded', undefined, { 'Retry-After': String(retryAfter) });
}

function successStatusOf(contract: AnyContract): number {
  const statuses = Object.keys(contract.responses)
    .map(Number)
    .sort((a, b) => a - b);
  return statuses[0] ?? 200;
}

/**
 * Contract violations seen by this process, kept on a global symbol so the integration suite's setup reads them
 * without importing server code (tests/integration/support/contract-check.ts).
 */
const VIOLATIONS = Symbol.for('lucky-harbour.contract-violations');
const store = globalThis as typeof globalThis & { [VIOLATIONS]?: string[] };
const violations: string[] = (store[VIOLATIONS] ??= []);

/** The violations recorded since the last call, cleared. The integration suite fails a test that left any. */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

async function checkedAnswer(contract: AnyContract, response: Response): Promise<Response> {
  const text = await response.clone().text();
  const problem = checkContractAnswer(contract, response.status, response.headers.get('Content-Type'), text);
  if (!problem) return response;
  const message = `${contract.method} ${contract.path} answered ${response.status} outside its contract: ${problem}`;
  violations.push(message);
  console.error(`[contract] ${message}`);
  return handleApiError(new Error(message));
}

/**
 * Wraps a route handler in its contract: auth → rate limit → path, query and body validation → handler, every
 * failure mapped by handleApiError. The handler returns the success body (sent as JSON with the contract's first
 * success status) or a whole Response when it sets headers or cookies. Route files stay thin: parse, call one
 * domain operation, reply.
 */
export function withContract<C extends AnyContract>(contract: C, handler: ContractHandler<C, ContractContext<C>>): ContractRoute<C>;
/** For the few routes that must answer without the database (the health probe reports it unreachable itself). */
export function withContract<C extends AnyContract>(
  contract: C,
  options: { database: false },
  handler: ContractHandler<C, Omit<ContractContext<C>, 'db'>>,
): ContractRoute<C>;
export function withContract<C extends AnyContract>(
  contract: C,
  optionsOrHandler: { database: false } | ContractHandler<C, ContractContext<C>>,
  maybeHandler?: ContractHandler<C, Omit<ContractContext<C>, 'db'>>,
): ContractRoute<C> {
  const opensDatabase = typeof optionsOrHandler === 'function';
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler) as ContractHandler<C, ContractContext<C>>;
  const objectName = contract.objectName ?? 'request';
  const route = async (request: Request, routeContext?: NextRouteContext): Promise<Response> => {
    let response: Response;
    try {
      const auth = contract.auth;
      const readsSession = auth === 'optional' || auth === 'required';
      const player = readsSession ? await resolveSessionPlayer(request) : null;
      if (auth === 'required' && !player) throw new ApiError('error.unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
      await enforceRateLimit(contract, request, player);

      const fieldErrors: FieldError[] = [];
      const params = contract.params ? validate(contract.params, (await routeContext?.params) ?? {}, objectName, fieldErrors) : undefined;
      const queryInput = Object.fromEntries(new URL(request.url).searchParams);
      const query = contract.query ? validate(contract.query, queryInput, objectName, fieldErrors) : undefined;
      let body: unknown;
      let rawBody: Buffer | undefined;
      if (contract.bodyEncoding === 'raw') rawBody = await readBoundedBytes(request, contract.maxBodyBytes ?? MAX_RAW_BODY_BYTES);
      else if (contract.bodyEncoding === 'multipart' && contract.body)
        body = validate(contract.body, await readMultipartBody(request, contract.maxBodyBytes ?? MAX_JSON_BODY_BYTES, objectName), objectName, fieldErrors);
      else if (contract.body) body = validate(contract.body, await readJsonBody(request, contract.maxBodyBytes), objectName, fieldErrors);
      if (fieldErrors.length > 0) throw new ValidationError(fieldErrors);

      const db = opensDatabase ? (await getDatabase()).db : undefined;
      const context = { params, query, body, rawBody, player, request, db } as ContractContext<C>;
      const result = await handler(context);
      response = result instanceof Response ? result : Response.json(result, { status: successStatusOf(contract) });
      // API answers are per caller and per moment: never cached by the browser or a CDN unless a route says so.
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
      // A sliding session: an old cookie token is replaced, unless the handler set the cookie itself (sign-out).
      const setsCookie = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
      if (player?.refreshedToken && !setsCookie && usesSessionCookie(request)) response.headers.append('Set-Cookie', sessionCookie(player.refreshedToken));
    } catch (error) {
      response = handleApiError(error, { objectName });
    }
    return env.CONTRACT_RESPONSE_CHECK ? checkedAnswer(contract, response) : response;
  };
  return Object.assign(route, { contract });
}
