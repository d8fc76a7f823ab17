import 'server-only';
import { ApiError } from '@/server/http/errors';
import { MAX_JSON_BODY_BYTES } from '@/server/http/read-json-body';

/** The body as sent: the signature covers these exact bytes, so it is read as text before any parsing. */
export async function readRawBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<string> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new ApiError('error.request.too_large');
  const bytes = Buffer.from(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new ApiError('error.request.too_large');
  return bytes.toString('utf8');
}

/** JSON text → value; not JSON is 400 `error.request.malformed_json`, like every other endpoint. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('error.request.malformed_json');
  }
}
