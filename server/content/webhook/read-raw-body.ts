import 'server-only';
import { ApiError, ValidationError } from '@/server/http/errors';
import { unsafeInputErrors } from '@/server/http/input-guard';
import { MAX_JSON_BODY_BYTES } from '@/server/http/read-json-body';

/** The body as sent: the signature covers these exact bytes, so it is read as text before any parsing. */
export async function readRawBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new ApiError('error.request.too_large');
  const bytes = Buffer.from(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new ApiError('error.request.too_large');
  return bytes.toString('utf8');
}

/**
 * JSON text → value; not JSON is 400 `error.request.malformed_json`, and a value the edge rule refuses (too deep,
 * NUL, lone surrogate) is 400 `error.request.validation`, like every other endpoint.
 */
export function parseJsonText(text: string, objectName = 'request'): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('error.request.malformed_json');
  }
  const unsafe = unsafeInputErrors(value, objectName);
  if (unsafe.length > 0) throw new ValidationError(unsafe);
  return value;
}
