import { getDocumentFile as getDocumentFileContract } from '@/lib/documents/contracts';
import { getDocumentStore } from '@/server/adapters/document-storage/get-document-store';
import { getDocumentFile } from '@/server/domains/documents/get-document-file';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One file of the signed-in player's own document: the only way a document's bytes leave the store.
export const GET = withContract(getDocumentFileContract, async ({ db, player, params }) => {
  const file = await getDocumentFile(db, getDocumentStore(), player.playerId, params.documentId, params.fileId);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="document-${params.fileId}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
});
