import { ZodError } from 'zod';
import { ApiError, ValidationError, type ErrorBody } from './errors';
import { ERROR_MESSAGE } from './error-codes';
import { toFieldErrors } from './field-errors';

export interface HandleApiErrorOptions {
  /** Names the validated object in field errors of a bare ZodError (see toFieldErrors). */
  objectName?: string;
  /** What was validated, to report rejected values of a bare ZodError. */
  input?: unknown;
}

function json(body: ErrorBody, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status: body.status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The only place an error becomes a response: ApiError → its status and code; ZodError → 400 with field errors;
 * anything else → 500 `error.system.error`, logged here and never described to the client.
 */
export function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): Response {
  if (error instanceof ApiError) return json(error.toBody(), error.headers);
  if (error instanceof ZodError) {
    const fieldErrors = toFieldErrors(error, options.objectName ?? 'request', options.input);
    return json(new ValidationError(fieldErrors).toBody());
  }
  console.error('[api] unhandled error', error);
  return json({ status: 500, code: 'error.system.error', message: ERROR_MESSAGE['error.system.error'] });
}
