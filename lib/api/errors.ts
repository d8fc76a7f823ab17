/**
 * The platform API's errors on the client, without a schema library: every page's shell needs the class (the
 * forced-logout rule), while the body parser (`./error-body`) loads with the API clients that use it.
 */

/** The spec's field-error object (games-wallet-bonuses §8), one per invalid field, as the API sends it. */
export interface FieldError {
  /** Name of the validated object, e.g. `cookieConsent`. */
  objectName: string;
  /** Dotted path inside the object, e.g. `options.essentials`; empty for the object itself. */
  field: string;
  /** The value received (null when absent). */
  rejectedValue: unknown;
  /** HTTP status of the response carrying it (400). */
  status: number;
  message: string;
  /** Machine-readable reason, e.g. `invalid_type`, `invalid_value`, `too_small`, `unrecognized_keys`. */
  code: string;
}

/** A non-2xx answer of the platform API, keeping its code so the UI can translate it. */
export class PlatformApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** The details the spec sends with some codes, e.g. `{ days: 3 }` with error.timeout.in.progress. */
    readonly additionalInfo?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'PlatformApiError';
  }

  /** Seconds the platform asked the caller to wait (a 429's Retry-After), when it said. */
  retryAfterSeconds: number | null = null;

  /** The spec (games-wallet-bonuses §6): a 401 or 403 from most calls forces logout, and so does a 400 from the Evolution auth. */
  get forcesLogout(): boolean {
    return this.status === 401 || this.status === 403 || this.code === 'error.game.evolution.auth';
  }
}
