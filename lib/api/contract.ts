import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

/**
 * One definition per platform API endpoint (docs/api.md): the route wrapper (`server/http/with-contract.ts`)
 * parses requests with it, the typed client (`lib/api/client.ts`) calls with it and validates the answer, the
 * integration suite checks every answer against it, and the OpenAPI document (`GET /api/openapi.json`) is
 * generated from it. No endpoint keeps a second hand-written copy of its shapes.
 */

/** `OPTIONS` only where a route must answer it itself (the unknown-path catch-all); Next answers it elsewhere. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call: `none` reads no session; `optional` accepts anonymous callers and reads a session when present;
 * `required` answers 401 `error.unauthorized` without one. The signature kinds are checked by the route's domain
 * code over the raw body (the seamless wallet's provider signature, a webhook's HMAC), never by a session.
 */
export type ContractAuth = 'none' | 'optional' | 'required' | 'seamless-signature' | 'webhook-signature';

/** The rate-limit class of an endpoint: `limit` calls per `windowMs` per client (or per player when signed in). */
export interface RateLimitClass {
  /** Names the limited action, e.g. `cookie-consent`; combined with the client's identity. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * The answers an endpoint gives besides the spec's error shape: body schema per status, or `null` for an answer
 * without a body (204, or a redirect). A status of 400 or more listed here (the health probe's 503, a hosted HTML
 * page's own 400 and 404) carries that body instead of the error shape.
 */
export type SuccessResponses = Readonly<Partial<Record<200 | 201 | 202 | 204 | 302 | 303 | 400 | 404 | 503, z.ZodType | null>>>;

type OkStatus = 200 | 201 | 202 | 204 | 302 | 303;

export interface Contract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  R extends SuccessResponses = SuccessResponses,
  A extends ContractAuth = ContractAuth,
> {
  /** Stable, unique operation id, e.g. `limits.getSpendLimits`. */
  readonly operationId: string;
  readonly method: M;
  /** The path under `/api`, OpenAPI style: `/v1/seamless/{provider}/{action}`. */
  readonly path: P;
  readonly summary: string;
  readonly description?: string;
  /** Groups in the reference, e.g. `Wallet`, `Identity`, `Seamless wallet`. */
  readonly tags: readonly string[];
  readonly auth: A;
  readonly rateLimit?: RateLimitClass;
  /** Names the validated object in field errors, e.g. `cookieConsent` (games-wallet-bonuses §8). */
  readonly objectName?: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /**
   * How the body arrives: `json` (default) is read, bounded and parsed by the wrapper; `raw` is handed to the
   * handler as bytes because a signature covers them (the handler parses with `body` after checking it).
   * `none` documents no body even when `body` is absent. `multipart` is multipart/form-data, read bounded (at most
   * `maxBodyBytes`) and handed to `body` as an object: each text field a string, each file field a list of `File`s.
   */
  readonly bodyEncoding?: 'json' | 'raw' | 'multipart';
  /** The largest body the wrapper reads for this endpoint (default 64 KiB); past it the answer is 413. */
  readonly maxBodyBytes?: number;
  /** Request headers the endpoint reads (documented, never trusted for identity): name → description. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly responses: R;
  /** The spec's error codes this endpoint can answer with (their statuses come from the error-code table). */
  readonly errors: readonly ErrorCode[];
  /** Answers that are not JSON (an image, an HTML cashier page): the media type documented instead. */
  readonly produces?: string;
  /**
   * Refusals in the endpoint's own format instead of the spec's error shape, by status: only for an endpoint that
   * stands in for a third party (the sandbox game providers answer as each provider does). An error answer of such
   * a status must match this schema or be in the spec's shape with a declared code (the wrapper's own refusals).
   */
  readonly ownErrors?: Readonly<Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 422, z.ZodType>>>;
  /** Left out of the public reference (development and sandbox helpers); still contract-checked. */
  readonly internal?: boolean;
}

export type AnyContract = Contract<HttpMethod, string, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, SuccessResponses>;

/** Declares a contract; the identity function keeps every literal type for the wrapper and the client. */
export function defineContract<
  const M extends HttpMethod,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const R extends SuccessResponses = SuccessResponses,
  const A extends ContractAuth = ContractAuth,
>(contract: Contract<M, P, Params, Query, Body, R, A>): Contract<M, P, Params, Query, Body, R, A> {
  return contract;
}

/** A contract's optional schema slot: absent (undefined) or the schema. */
type Slot<T> = Exclude<T, undefined>;
type Declares<T> = [Slot<T>] extends [never] ? false : true;
export type Out<T> = Declares<T> extends true ? (Slot<T> extends z.ZodType ? z.output<Slot<T>> : undefined) : undefined;
type In<T> = Declares<T> extends true ? (Slot<T> extends z.ZodType ? z.input<Slot<T>> : undefined) : undefined;

/** The statuses of a contract's success answers, lowest first in practice (200 before 201). */
export type SuccessStatus<C extends AnyContract> = keyof C['responses'] & OkStatus;

/** The first success answer's body as the server sends it (what a handler returns). */
export type ContractReplyBody<C extends AnyContract> = {
  [S in SuccessStatus<C>]: C['responses'][S] extends z.ZodType ? z.input<C['responses'][S]> : undefined;
}[SuccessStatus<C>];

/** The success answer's body as the client reads it. */
export type ContractAnswer<C extends AnyContract> = {
  [S in SuccessStatus<C>]: C['responses'][S] extends z.ZodType ? z.output<C['responses'][S]> : undefined;
}[SuccessStatus<C>];

export type ContractParams<C extends AnyContract> = Out<C['params']>;
export type ContractQuery<C extends AnyContract> = Out<C['query']>;
export type ContractBody<C extends AnyContract> = Out<C['body']>;

/** What a caller passes: only the parts the contract declares. */
export type ContractInput<C extends AnyContract> = (Declares<C['params']> extends true ? { params: In<C['params']> } : { params?: undefined }) &
  (Declares<C['query']> extends true ? { query: In<C['query']> } : { query?: undefined }) &
  (Declares<C['body']> extends true ? { body: In<C['body']> } : { body?: undefined });

/** `/v1/seamless/{provider}/{action}` (a catch-all is `{...path}`, filled from an array) with `{ provider: 'x', action: 'bet' }` → `/v1/seamless/x/bet` (encoded). */
/** A value a path segment or query parameter carries. */
export type UrlValue = string | number | boolean;

export function fillPath(path: string, params: Readonly<Record<string, UrlValue | readonly UrlValue[] | null | undefined>> | undefined): string {
  return path.replace(/\{(?:\.\.\.)?(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    const parts: readonly UrlValue[] = Array.isArray(value) ? value : [value as UrlValue];
    return parts.map((part) => encodeURIComponent(String(part))).join('/');
  });
}

/** The file-system route pattern of a contract path: `{provider}` → `[provider]`, catch-alls marked `{...path}`. */
export function routePatternOf(path: string): string {
  return path.replace(/\{\.\.\.(\w+)\}/g, '[...$1]').replace(/\{(\w+)\}/g, '[$1]');
}
