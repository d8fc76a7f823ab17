import type { AnyContract } from './contract';
import { apiErrorBodySchema } from './error-body';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

/**
 * The error codes an endpoint can answer with: the ones its contract declares plus the ones the wrapper itself
 * answers (bad input, a body too large, no session, a rate limit, the system's own failures).
 */
export function contractErrorCodes(contract: AnyContract): ErrorCode[] {
  const codes = new Set<ErrorCode>(contract.errors);
  // Every input can be refused (a path, query or body field, or data the database refuses); the system can fail.
  codes.add('error.request.validation');
  codes.add('error.system.error');
  codes.add('error.system.unavailable');
  const readsBody = contract.body !== undefined || contract.bodyEncoding === 'raw';
  if (readsBody) codes.add('error.request.too_large');
  if (readsBody && contract.bodyEncoding !== 'raw') {
    codes.add('error.request.malformed_json');
    codes.add('error.request.unsupported_media_type');
  }
  if (contract.auth === 'required') codes.add('error.unauthorized');
  if (contract.rateLimit) codes.add('error.rate_limit.exceeded');
  return [...codes].sort();
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isJson(contentType: string | null): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

/**
 * Why an answer does not match its contract, or null when it does: a success status the contract does not list,
 * a body its schema refuses, an error outside the spec's shape or a code the endpoint does not declare.
 */
export function checkContractAnswer(contract: AnyContract, status: number, contentType: string | null, text: string): string | null {
  const responses = contract.responses as Record<number, import('zod').ZodType | null | undefined>;
  if (status >= 400 && !(status in responses)) {
    if (!isJson(contentType)) return `error answer is ${contentType ?? 'untyped'}, not JSON`;
    const body = parseJson(text);
    if (!body.ok) return 'error answer is not JSON';
    const parsed = apiErrorBodySchema.safeParse(body.value);
    const own = (contract.ownErrors as Record<number, import('zod').ZodType | undefined> | undefined)?.[status];
    if (!parsed.success && own) {
      const ownParsed = own.safeParse(body.value);
      return ownParsed.success ? null : `error answer is neither the spec's error shape nor the endpoint's own ${status} format: ${ownParsed.error.message}`;
    }
    if (!parsed.success) return `error answer is not the spec's error shape: ${parsed.error.message}`;
    const code = parsed.data.code as ErrorCode;
    if (!contractErrorCodes(contract).includes(code)) return `error code ${code} is not declared in the contract`;
    if (ERROR_STATUS[code] !== undefined && ERROR_STATUS[code] !== status)
      return `error code ${code} answered with ${status}, its table status is ${ERROR_STATUS[code]}`;
    return null;
  }
  if (!(status in responses)) return `status ${status} is not a success status of the contract (${Object.keys(responses).join(', ')})`;
  const schema = responses[status];
  if (contract.produces) return null;
  if (schema === null || schema === undefined) return text.length === 0 || status >= 300 ? null : `status ${status} must have no body`;
  if (!isJson(contentType)) return `answer is ${contentType ?? 'untyped'}, not JSON`;
  const body = parseJson(text);
  if (!body.ok) return 'answer is not JSON';
  const parsed = schema.safeParse(body.value);
  return parsed.success ? null : `answer does not match the ${status} schema: ${parsed.error.message}`;
}
