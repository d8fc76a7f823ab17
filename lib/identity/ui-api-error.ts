import { PlatformApiError, type FieldError } from '@/lib/api/errors';
import { identityErrorBodySchema } from './schemas';

/** A failed identity call, keeping the spec's `additionalInfo` (e.g. the days left of a timeout). */
export class IdentityApiError extends PlatformApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: FieldError[] = [],
    readonly additionalInfo: Record<string, unknown> | undefined = undefined,
  ) {
    super(status, code, message, fieldErrors);
    this.name = 'IdentityApiError';
  }
}

export async function toIdentityApiError(response: Response): Promise<IdentityApiError> {
  const parsed = identityErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) {
    const { code, message, fieldErrors, additionalInfo } = parsed.data;
    return new IdentityApiError(response.status, code, message, fieldErrors, additionalInfo);
  }
  return new IdentityApiError(response.status, response.status >= 500 ? 'error.system.error' : 'error.request.failed', response.statusText);
}
