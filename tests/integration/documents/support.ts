import type { DocumentStore } from '@/server/adapters/document-storage/document-store';
import * as documentRoutes from '@/app/api/v1/player/documents/route';
import * as fileRoutes from '@/app/api/v1/player/documents/[documentId]/files/[fileId]/route';
import { identityTokenFor } from '../support/players';
import { readJson } from '../support/http';

export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 1, 2, 3, 4]);
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
// A Windows executable's header ("MZ", the DOS stub) sent as a photo.
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);

export const auth = async (playerId: number) => ({ authorization: `Bearer ${await identityTokenFor(playerId)}` });

export type Part = { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };

/** POST /player/documents as the player, multipart: the fields, then each file as a `file` part. */
export async function upload(playerId: number, fields: Record<string, string>, files: Part[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }), file.name);
  const response = await documentRoutes.POST(
    new Request('http://localhost/api/v1/player/documents', { method: 'POST', headers: await auth(playerId), body: form }),
  );
  return { status: response.status, body: await readJson<Record<string, any>>(response) };
}

export async function list(playerId: number) {
  const response = await documentRoutes.GET(new Request('http://localhost/api/v1/player/documents', { headers: await auth(playerId) }));
  return { status: response.status, body: await readJson<Record<string, any>>(response) };
}

/** GET one document file as the player (the authorised file route). */
export async function fileOf(playerId: number, documentId: number, fileId: number) {
  const request = new Request(`http://localhost/api/v1/player/documents/${documentId}/files/${fileId}`, { headers: await auth(playerId) });
  return fileRoutes.GET(request, { params: Promise.resolve({ documentId: String(documentId), fileId: String(fileId) }) });
}

/** `store`, except that its second `put` fails with `message` (an upload failing part-way); `puts()` counts the calls. */
export function failingOnSecondPut(store: DocumentStore, message: string): DocumentStore & { puts: () => number } {
  let puts = 0;
  return {
    kind: store.kind,
    put: async (key, bytes, type) => {
      puts += 1;
      if (puts === 2) throw new Error(message);
      return store.put(key, bytes, type);
    },
    get: (key) => store.get(key),
    delete: (key) => store.delete(key),
    puts: () => puts,
  };
}
