import { ZodError } from 'zod';
import { ApiError, ValidationError, type ErrorBody } from './errors';
import { ERROR_MESSAGE } from '@/lib/api/error-codes';
import { toFieldErrors } from './field-errors';
import { constraintOf, sqlStateOf } from '@/server/domains/ledger/sql-state';
import { isDataException, isDatabaseUnavailable } from './database-errors';

export interface HandleApiErrorOptions {
  /** Names the validated object in field errors of a bare ZodError (see toFieldErrors). */
  objectName?: string;
  /** What was validated, to report rejected values of a bare ZodError. */
  input?: unknown;
}

/** Retry-After of a 503 for an unreachable database, in seconds. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = '5';

function serialize(body: ErrorBody): string {
  try {
    return JSON.stringify(body);
  } catch {
    // A rejected value that cannot be serialised (too deep, a BigInt) must not turn a 400 into a 500: drop the values.
    return JSON.stringify({ ...body, fieldErrors: body.fieldErrors?.map((fieldError) => ({ ...fieldError, rejectedValue: null })) });
  }
}

function json(body: ErrorBody, headers: Record<string, string> = {}): Response {
  return new Response(serialize(body), { status: body.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The only place an error becomes a response: ApiError → its status and code; ZodError → 400 with field errors;
 * an unreachable database → 503 `error.system.unavailable`; data PostgreSQL refused → 400 `error.request.validation`;
 * a balance beyond the ledger's JSON-safe range → 422 `error.ledger.invalid_operation`;
 * anything else → 500 `error.system.error`, logged here and never described to the client.
 */
export function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): Response {
  if (error instanceof ApiError) return json(error.toBody(), error.headers);
  if (error instanceof ZodError) {
    const fieldErrors = toFieldErrors(error, options.objectName ?? 'request', options.input);
    return json(new ValidationError(fieldErrors).toBody());
  }
  if (isDatabaseUnavailable(error)) {
    console.error('[api] database unavailable', error instanceof Error ? error.message : error);
    return json(new ApiError('error.system.unavailable').toBody(), { 'Retry-After': UNAVAILABLE_RETRY_AFTER_SECONDS });
  }
  // A balance the ledger cannot hold (beyond ±2^53 − 1 minor units): the same answer on every retry, so never a 500.
  if (sqlStateOf(error) === '23514' && constraintOf(error) === 'ledger_accounts_balance_json_safe')
    return json(new ApiError('error.ledger.invalid_operation').toBody());
  if (isDataException(error)) {
    console.warn('[api] input refused by the database', error instanceof Error ? error.message : error);
    return json(new ValidationError([]).toBody());
  }
  console.error('[api] unhandled error', error);
  return json({ status: 500, code: 'error.system.error', message: ERROR_MESSAGE['error.system.error'] });
}
