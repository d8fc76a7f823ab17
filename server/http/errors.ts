import type { FieldError } from '@/lib/api/errors';
import { ERROR_MESSAGE, ERROR_STATUS, type ErrorCode } from '@/lib/api/error-codes';

export { ERROR_STATUS, type ErrorCode } from '@/lib/api/error-codes';
/** The spec's field-error object (games-wallet-bonuses §8), one per invalid field; the client reads the same type. */
export type { FieldError } from '@/lib/api/errors';

/** The body of every error response. */
export interface ErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  /** Details the client shows with the code, e.g. `{ days: 3 }` for error.timeout.in.progress. */
  additionalInfo?: AdditionalInfo;
  fieldErrors?: FieldError[];
}

export type AdditionalInfo = Record<string, string | number | boolean | null>;

export interface ApiErrorExtra {
  additionalInfo?: AdditionalInfo;
  /** Field errors under a domain code, e.g. error.cpf.duplicate_found on the cpf field. */
  fieldErrors?: FieldError[];
}

/** The one error class of the API: a constant code whose HTTP status comes from the table. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;
  readonly extra: ApiErrorExtra;

  constructor(code: ErrorCode, message: string = ERROR_MESSAGE[code], headers: Record<string, string> = {}, extra: ApiErrorExtra = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = headers;
    this.extra = extra;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status: this.status, code: this.code, message: this.message };
    if (this.extra.additionalInfo) body.additionalInfo = this.extra.additionalInfo;
    if (this.extra.fieldErrors) body.fieldErrors = this.extra.fieldErrors;
    return body;
  }
}

/** A 400 listing every invalid field. */
export class ValidationError extends ApiError {
  readonly fieldErrors: FieldError[];

  constructor(fieldErrors: FieldError[], message: string = ERROR_MESSAGE['error.request.validation']) {
    super('error.request.validation', message);
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
  }

  override toBody(): ErrorBody {
    return { ...super.toBody(), fieldErrors: this.fieldErrors };
  }
}
