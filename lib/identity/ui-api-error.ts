import { PlatformApiError, type FieldError } from '@/lib/api/errors';
import { parseRetryAfter } from '@/lib/api/retry-after';
import { identityErrorBodySchema } from './schemas';

/** A failed identity call, keeping the spec's `additionalInfo` (e.g. the days left of a timeout). */
export class IdentityApiError extends PlatformApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: FieldError[] = [],
    readonly additionalInfo?: Record<string, unknown>,
  ) {
    super(status, code, message, fieldErrors);
    this.name = 'IdentityApiError';
  }
}

export async function toIdentityApiError(response: Response): Promise<IdentityApiError> {
  const parsed = identityErrorBodySchema.safeParse(await response.json().catch(() => null));
  const error = parsed.success
    ? new IdentityApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors, parsed.data.additionalInfo)
    : new IdentityApiError(response.status, response.status >= 500 ? 'error.system.error' : 'error.request.failed', response.statusText);
  error.retryAfterSeconds = parseRetryAfter(response.headers?.get('Retry-After'));
  return error;
}
