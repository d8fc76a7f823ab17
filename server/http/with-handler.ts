import 'server-only';
import type { z } from 'zod';
import { env } from '@/server/env';
import { getDatabase } from '@/server/db/get-database';
import type { Database } from '@/server/db/database';
import { ApiError, ValidationError, type FieldError } from './errors';
import { toFieldErrors } from './field-errors';
import { handleApiError } from './handle-api-error';
import { unsafeInputErrors } from './input-guard';
import { getRateLimiter, rateLimitSubject, type RateLimitRule } from './rate-limit';
import { readJsonBody } from './read-json-body';
import type { SessionPlayer } from '@/server/identity/session-player';
import { resolveSessionPlayer, usesSessionCookie } from './session';
import { sessionCookie } from '@/server/identity/session-cookie';
import { SESSION_COOKIE } from '@/lib/session/constants';

export type AuthMode = 'none' | 'optional' | 'required';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type PlayerFor<A extends AuthMode> = A extends 'required' ? SessionPlayer : A extends 'none' ? null : SessionPlayer | null;

export interface HandlerConfig<TBody, TQuery, A extends AuthMode> {
  /** Names the validated object in field errors, e.g. `cookieConsent`. */
  objectName?: string;
  body?: TBody;
  query?: TQuery;
  /** 'none' (default) does not read the token; 'optional' accepts anonymous callers; 'required' answers 401. */
  auth?: A;
  rateLimit?: RateLimitRule;
}

export interface HandlerContext<TBody, TQuery, A extends AuthMode> {
  body: Parsed<TBody>;
  query: Parsed<TQuery>;
  player: PlayerFor<A>;
  request: Request;
  db: Database;
}

export type RouteHandler = (request: Request) => Promise<Response>;

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

async function enforceRateLimit(rule: RateLimitRule, request: Request, player: SessionPlayer | null): Promise<void> {
  if (env.RATE_LIMIT_DISABLED) return;
  const subject = rateLimitSubject(request, player?.playerId);
  const result = await getRateLimiter().hit(`${rule.key}:${subject}`, rule.limit, rule.windowMs);
  if (result.allowed) return;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
  throw new ApiError('error.rate_limit.exceeded', undefined, { 'Retry-After': String(retryAfter) });
}

/**
 * Wraps a route handler: auth → rate limit → query and body validation → handler, with every failure mapped
 * by handleApiError. Route files stay thin: parse, call one domain operation, reply.
 */
export function withHandler<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  A extends AuthMode = 'none',
>(config: HandlerConfig<TBody, TQuery, A>, handler: (context: HandlerContext<TBody, TQuery, A>) => Promise<Response>): RouteHandler {
  const objectName = config.objectName ?? 'request';
  return async (request) => {
    try {
      const auth = config.auth ?? 'none';
      const player = auth === 'none' ? null : await resolveSessionPlayer(request);
      if (auth === 'required' && !player) {
        throw new ApiError('error.unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
      }
      if (config.rateLimit) await enforceRateLimit(config.rateLimit, request, player);

      const fieldErrors: FieldError[] = [];
      const queryInput = Object.fromEntries(new URL(request.url).searchParams);
      const query = config.query ? validate(config.query, queryInput, objectName, fieldErrors) : undefined;
      const body = config.body ? validate(config.body, await readJsonBody(request), objectName, fieldErrors) : undefined;
      if (fieldErrors.length > 0) throw new ValidationError(fieldErrors);

      const { db } = await getDatabase();
      const response = await handler({ body, query, player, request, db } as HandlerContext<TBody, TQuery, A>);
      // API answers are per caller and per moment: never cached by the browser or a CDN unless a route says so.
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
      // A sliding session: an old cookie token is replaced, unless the handler set the cookie itself (sign-out).
      const setsCookie = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
      if (player?.refreshedToken && !setsCookie && usesSessionCookie(request)) response.headers.append('Set-Cookie', sessionCookie(player.refreshedToken));
      return response;
    } catch (error) {
      return handleApiError(error, { objectName });
    }
  };
}
