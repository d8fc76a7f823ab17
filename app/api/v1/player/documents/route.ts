import { getPlayerDocuments as getPlayerDocumentsContract, uploadPlayerDocument } from '@/lib/documents/contracts';
import { getDocumentStore } from '@/server/adapters/document-storage/get-document-store';
import { getPlayerDocuments } from '@/server/domains/documents/account-documents';
import { uploadDocument } from '@/server/domains/documents/upload-document';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account.md §7 `/player/documents`: the signed-in player's accountDocuments, and a multipart upload.
export const GET = withContract(getPlayerDocumentsContract, async ({ db, player }) => getPlayerDocuments(db, player.playerId));

export const POST = withContract(uploadPlayerDocument, async ({ db, player, body }) =>
  uploadDocument(db, getDocumentStore(), player.playerId, { documentType: body.documentType, subType: body.subType, files: body.file }),
);
