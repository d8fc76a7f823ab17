import 'server-only';
import { ApiError } from './errors';

/** Request bodies of the player API are small forms; anything bigger is refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

function isJsonContentType(header: string | null): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * The body's bytes, counted as they stream in: past `maxBytes` (declared or sent) it is 413 `error.request.too_large`
 * and the rest of the stream is cancelled, never read. Every route that reads a raw body reads it through here.
 */
export async function readBoundedBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError('error.request.too_large');
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Counted while streaming: Content-Length can be absent (chunked) or wrong.
    if (total > maxBytes) {
      await reader.cancel();
      throw new ApiError('error.request.too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  return (await readBoundedBytes(request, maxBytes)).toString('utf8');
}

/**
 * The parsed JSON body, or undefined when there is none (the schema then reports the missing body).
 * A body that is not declared as JSON is 415; text that is not JSON is 400 `error.request.malformed_json`.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes);
  if (text.trim() === '') return undefined;
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('error.request.unsupported_media_type');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('error.request.malformed_json');
  }
}
