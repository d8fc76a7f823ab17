import { z } from 'zod';

/** The spec's field-error object, as every platform API validation error carries it. */
export const fieldErrorSchema = z.object({
  objectName: z.string(),
  field: z.string(),
  rejectedValue: z.unknown(),
  status: z.number(),
  message: z.string(),
  code: z.string(),
});

export const apiErrorBodySchema = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A non-2xx answer of the platform API, keeping its code so the UI can translate it. */
export class PlatformApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'PlatformApiError';
  }

  /** The spec (§6): a 401 or 403 from most calls forces logout, and so does a 400 from the Evolution auth. */
  get forcesLogout(): boolean {
    return this.status === 401 || this.status === 403 || this.code === 'error.game.evolution.auth';
  }
}

/** Builds the error from any failed response; a body that is not the platform's shape still yields a code. */
export async function toPlatformApiError(response: Response): Promise<PlatformApiError> {
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) return new PlatformApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors);
  return new PlatformApiError(response.status, response.status >= 500 ? 'error.system.error' : 'error.request.failed', response.statusText);
}
