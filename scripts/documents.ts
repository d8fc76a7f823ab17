// `npm run documents -- <command>`: the operator's desk for verification documents, on DATABASE_URL or PGlite.
//   list                                                   documents under review, oldest first
//   show <documentId>                                      one document: player, type, status, files (stored where), decisions
//   approve <documentId> --operator=<name>                 VERIFIED (identity and address verified → FULLY VERIFIED)
//   reject <documentId> --reason=<REASON> --operator=<name>   back to REQUESTED with one of the spec's rejection reasons
//   request <playerId> --type=<DOCUMENT_TYPE> --operator=<name>   ask the player for a document
//   set-level <playerId> --level=<KYC level> --operator=<name>    set the KYC level ("FULLY VERIFIED" quoted)
// Every decision is recorded with the operator's name and time (document_decisions) and pushed to the player's open
// sockets as PLAYER_ATTRIBUTE_CHANGE (through Redis when REDIS_URL is set; without it no other process can hear).
import { DOCUMENT_TYPES, KYC_LEVELS, REJECTION_REASONS, type DocumentType, type KycLevel, type RejectionReason } from '@/lib/documents/enums';
import { storedFileLocation } from '@/server/adapters/document-storage/get-document-store';
import { createDatabase } from '@/server/db/create-database';
import {
  decideDocument,
  getDocumentForReview,
  listPendingDocuments,
  requestDocumentType,
  setKycLevel,
  type DocumentDecisionResult,
} from '@/server/domains/documents/review-documents';
import { env } from '@/server/env';
import { ApiError } from '@/server/http/errors';
import { closeRealtimeBus, getRealtimeBus } from '@/server/realtime/get-realtime-bus';

const USAGE = [
  'usage: npm run documents -- list',
  '       npm run documents -- show <documentId>',
  '       npm run documents -- approve <documentId> --operator=<name>',
  '       npm run documents -- reject <documentId> --reason=<REASON> --operator=<name>',
  '       npm run documents -- request <playerId> --type=<DOCUMENT_TYPE> --operator=<name>',
  '       npm run documents -- set-level <playerId> --level=<KYC level> --operator=<name>',
].join('\n');

function option(args: string[], name: string): string | undefined {
  return args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .trim();
}

function operatorName(args: string[]): string {
  const name = option(args, 'operator');
  if (!name || !/^[\w.@-]{2,64}$/.test(name)) throw new Error(`a decision needs --operator=<name> (2–64 of A–Z a–z 0–9 _ . @ -)\n${USAGE}`);
  return name;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  if (value && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${what} must be one of: ${allowed.join(', ')}`);
}

function positiveId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(USAGE);
  return id;
}

/** Tells the player's open pages (any instance) that their verification changed; they refetch. */
async function push(result: DocumentDecisionResult): Promise<void> {
  const bus = getRealtimeBus();
  if (!bus.mayDeliver()) return;
  await bus.publish({
    playerId: result.playerId,
    body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { kycStatus: result.kycStatus, requestDocumentTypeStatus: result.requestDocumentTypeStatus } },
  });
}

async function main(): Promise<void> {
  const [command, id, ...rest] = process.argv.slice(2);
  const commands = ['list', 'show', 'approve', 'reject', 'request', 'set-level'];
  if (!commands.includes(command)) throw new Error(USAGE);
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { db } = handle;
    if (command === 'list') {
      const pending = await listPendingDocuments(db);
      if (pending.length === 0) console.log('no documents under review');
      for (const d of pending)
        console.log(
          `${d.documentId}\tplayer ${d.playerId} ${d.email}\t${d.documentType}${d.subType ? `/${d.subType}` : ''}\t${d.files} file(s)\t${d.updatedAt.toISOString()}`,
        );
      return;
    }
    if (command === 'show') {
      const { document, files, decisions, kycStatus } = await getDocumentForReview(db, positiveId(id));
      console.log(`document ${document.documentId}: ${document.documentType}${document.subType ? `/${document.subType}` : ''} ${document.documentStatus}`);
      console.log(`player ${document.playerId} (KYC ${kycStatus}); uploaded ${document.createdAt.toISOString()}, updated ${document.updatedAt.toISOString()}`);
      if (document.rejectionReason) console.log(`last rejection: ${document.rejectionReason}`);
      for (const file of files)
        console.log(
          `  file ${file.fileId}\t${file.contentType}\t${file.byteSize} bytes\tsha256 ${file.sha256}\t${file.fileName}\t${storedFileLocation(file.storageKey)}`,
        );
      for (const decision of decisions)
        console.log(
          `  ${decision.decidedAt.toISOString()}\t${decision.action}${decision.rejectionReason ? ` ${decision.rejectionReason}` : ''} by ${decision.operator}`,
        );
      return;
    }
    const operator = operatorName(rest);
    let result: DocumentDecisionResult;
    if (command === 'approve') result = await decideDocument(db, { documentId: positiveId(id), decision: 'APPROVE', operator });
    else if (command === 'reject') {
      const rejectionReason = oneOf<RejectionReason>(option(rest, 'reason'), REJECTION_REASONS, '--reason');
      result = await decideDocument(db, { documentId: positiveId(id), decision: 'REJECT', rejectionReason, operator });
    } else if (command === 'request') {
      const documentType = oneOf<DocumentType>(option(rest, 'type'), DOCUMENT_TYPES, '--type');
      result = await requestDocumentType(db, { playerId: positiveId(id), documentType, operator });
    } else {
      const kycStatus = oneOf<KycLevel>(option(rest, 'level'), KYC_LEVELS, '--level');
      result = await setKycLevel(db, { playerId: positiveId(id), kycStatus, operator });
    }
    await push(result);
    console.log(
      `${command} ${id}: by ${operator}; player ${result.playerId} KYC ${result.kycStatus}, requested [${result.requestDocumentTypeStatus}]${result.documentId ? `, document ${result.documentId}` : ''}`,
    );
  } finally {
    await closeRealtimeBus();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ApiError ? `[documents] ${error.code}: ${error.message}` : `[documents] ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
