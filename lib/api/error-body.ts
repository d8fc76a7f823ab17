import { z } from 'zod';
import { PlatformApiError, type FieldError } from './errors';
import { parseRetryAfter } from './retry-after';

/** The spec's field-error object, as every platform API validation error carries it. */
export const fieldErrorSchema = z.object({
  objectName: z.string(),
  field: z.string(),
  rejectedValue: z.unknown(),
  status: z.number(),
  message: z.string(),
  code: z.string(),
}) satisfies z.ZodType<FieldError>;

export const apiErrorBodySchema = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
  /** Details some codes carry (identity-and-account §8: the days of a timeout; the limits' duration and type). */
  additionalInfo: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});

/** Builds the error from any failed response; a body that is not the platform's shape still yields a code. */
export async function toPlatformApiError(response: Response): Promise<PlatformApiError> {
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
  const error = parsed.success
    ? new PlatformApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors, parsed.data.additionalInfo)
    : new PlatformApiError(response.status, response.status >= 500 ? 'error.system.error' : 'error.request.failed', response.statusText);
  error.retryAfterSeconds = parseRetryAfter(response.headers?.get('Retry-After'));
  return error;
}
