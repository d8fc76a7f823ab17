import { z } from 'zod';
import { PlatformApiError, type FieldError } from './errors';
import { parseRetryAfter } from './retry-after';

/** The spec's field-error object, as every platform API validation error carries it. */
export const fieldErrorSchema = z.object({
  objectName: z.string().describe('The validated object, named by the endpoint (e.g. `cookieConsent`).'),
  field: z.string().describe('Dotted path inside it (`options.marketing`); empty for the object itself.'),
  rejectedValue: z.unknown().describe('The value received; `null` when it was absent. Secrets come back masked.'),
  status: z.number().describe('400.'),
  message: z.string().describe('English description, for developers and logs.'),
  code: z
    .string()
    .describe(
      'The rule that failed: `invalid_type`, `invalid_value`, `invalid_format`, `too_small`, `too_big`, `unrecognized_keys`, `custom`, `too_deep`, `invalid_characters`, `invalid_encoding`.',
    ),
}) satisfies z.ZodType<FieldError>;

/** The spec's error shape: every error answer of the platform API (docs/api.md, "Errors"). */
export const apiErrorBodySchema = z.object({
  status: z.number().describe('The HTTP status, repeated.'),
  code: z.string().describe('A constant `error.*` key (the site translates by it); the codes each operation can answer are listed per status.'),
  message: z.string().describe('English, for API consumers and logs; never shown to players as is.'),
  additionalInfo: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Details some codes carry for the message, e.g. `{ "days": 3 }` on `error.timeout.in.progress`.'),
  fieldErrors: z
    .array(fieldErrorSchema)
    .optional()
    .describe('One entry per refused field: always on `error.request.validation`, and on the few domain codes that name a field.'),
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
