/**
 * Where uploaded verification documents are kept (docs/decisions.md "Document uploads and storage", "S3-compatible
 * document storage"). Keys are made by the platform (`players/<playerId>/<uuid>`), never from a file name, and are the
 * same in every store. DOCUMENT_STORAGE picks one: the local folder (default) or an S3-compatible bucket.
 */
export interface DocumentStore {
  readonly kind: 'local' | 's3';
  /** Writes the bytes under `key` completely or not at all (a reader never sees half a file). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^players\/[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses anything but a key the platform makes: no path traversal, no absolute path, no stray characters. */
export function assertDocumentKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a document storage key: ${JSON.stringify(key)}`);
}

export function documentKey(playerId: number, id: string): string {
  const key = `players/${playerId}/${id}`;
  assertDocumentKey(key);
  return key;
}
