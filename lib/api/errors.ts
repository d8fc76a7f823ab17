/**
 * The platform API's errors on the client, without a schema library: every page's shell needs the class (the
 * forced-logout rule), while the body parser (`./error-body`) loads with the API clients that use it.
 */

/** The spec's field-error object, as every platform API validation error carries it. */
export interface FieldError {
  objectName: string;
  field: string;
  rejectedValue: unknown;
  status: number;
  message: string;
  code: string;
}

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
