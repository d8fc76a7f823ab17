import 'server-only';
import { ApiError, ValidationError } from '@/server/http/errors';
import { unsafeInputErrors } from '@/server/http/input-guard';
import { MAX_JSON_BODY_BYTES, readBoundedBytes } from '@/server/http/read-json-body';

/**
 * The body as sent: the signature covers these exact bytes, so it is read as text before any parsing. Read bounded:
 * a chunked body past `maxBytes` is refused (413) when the limit is crossed, before it is all in memory.
 */
export async function readRawBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> {
  return (await readBoundedBytes(request, maxBytes)).toString('utf8');
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
