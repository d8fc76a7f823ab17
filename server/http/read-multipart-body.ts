import 'server-only';
import { ApiError, ValidationError } from './errors';
import { readBoundedBytes } from './read-json-body';

function isMultipart(header: string | null): boolean {
  const [mediaType, ...parameters] = (header ?? '').split(';');
  return mediaType.trim().toLowerCase() === 'multipart/form-data' && parameters.some((parameter) => /^\s*boundary=/i.test(parameter));
}

/**
 * A multipart/form-data body as an object for the contract's schema: every text field a string (a repeated text
 * field a list of strings), every file field a list of `File`s. The bytes are read bounded first (413 past
 * `maxBytes`, the stream cancelled), so the parser never sees more; a body that is not multipart is 415 and one
 * that does not parse is a field error on the body.
 */
export async function readMultipartBody(request: Request, maxBytes: number, objectName: string): Promise<Record<string, unknown> | undefined> {
  const contentType = request.headers.get('content-type');
  if (!isMultipart(contentType)) {
    // Read nothing of a body sent in another encoding (it is refused whatever it holds).
    await request.body?.cancel();
    throw new ApiError('error.request.unsupported_media_type', 'The request body must be multipart/form-data.');
  }
  const bytes = await readBoundedBytes(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType! } }).formData();
  } catch {
    throw new ValidationError([
      { objectName, field: '', rejectedValue: null, status: 400, message: 'The body is not valid multipart/form-data.', code: 'malformed_multipart' },
    ]);
  }
  const body: Record<string, unknown> = {};
  const files = new Map<string, File[]>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
    } else {
      files.set(name, [...(files.get(name) ?? []), value]);
    }
  }
  // A name used for both text and files is refused by the schema (a list where it expects one kind).
  for (const [name, list] of files) body[name] = body[name] === undefined ? list : [body[name], ...list].flat();
  return body;
}
