import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as documentRoutes from '@/app/api/v1/player/documents/route';
import * as verificationRoutes from '@/app/api/v1/player/documents/verification/route';
import { UPLOAD_MAX_BODY_BYTES } from '@/lib/documents/contracts';
import { DEFAULT_DOCUMENT_MAX_FILE_BYTES } from '@/lib/documents/schemas';
import { LocalDocumentStore } from '@/server/adapters/document-storage/local-document-store';
import type { DocumentStore } from '@/server/adapters/document-storage/document-store';
import { setDocumentStoreForTests } from '@/server/adapters/document-storage/get-document-store';
import { documentDecisions, playerDocumentFiles, playerDocuments, players } from '@/server/db/schema';
import { decideDocument, listPendingDocuments, requestDocumentType, setKycLevel } from '@/server/domains/documents/review-documents';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { readJson } from '../support/http';
import { creditDeposit } from '../limits/support';
import { walletClient } from '../wallet/support';
import { auth, EXE, failingOnSecondPut, fileOf, JPEG, list, PDF, PNG, upload } from './support';

const database = useTestDatabase();

let folder: string;
let store: DocumentStore;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lh-documents-'));
  store = new LocalDocumentStore(folder);
  setDocumentStoreForTests(store);
});
afterEach(async () => {
  setDocumentStoreForTests(null);
  await rm(folder, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else found.push(join(dir, entry.name));
    }
  };
  await walk(folder);
  return found;
}

async function rowCounts() {
  const { db } = database().handle;
  return { documents: (await db.select().from(playerDocuments)).length, files: (await db.select().from(playerDocumentFiles)).length };
}

describe('POST /player/documents (multipart)', () => {
  it('stores an ID with two sides under review and answers the updated accountDocuments', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const answer = await upload(playerId, { documentType: 'PROOF_OF_ID', subType: 'ID_CARD' }, [
      { bytes: JPEG, name: 'front.jpg' },
      { bytes: PNG, name: '../../back.png', type: 'image/png' },
    ]);
    expect(answer.status).toBe(201);
    const id = answer.body.accountDocuments.idDocument;
    expect(id).toMatchObject({ documentType: 'PROOF_OF_ID', documentStatus: 'UNDER_REVIEW', subType: 'ID_CARD', rejectionReason: null });
    expect(id.files.map((file: { contentType: string; fileName: string }) => [file.contentType, file.fileName])).toEqual([
      ['image/jpeg', 'front.jpg'],
      ['image/png', 'back.png'],
    ]);
    expect(answer.body.accountDocuments.addressDocument).toMatchObject({ documentId: null, documentStatus: 'UNREQUESTED', files: [] });
    expect(answer.body.accountDocuments.otherDocument).toEqual([]);
    expect(await storedFiles()).toHaveLength(2);
    // The owner reads a file back, byte for byte, as an attachment that is never sniffed.
    const file = await fileOf(playerId, id.documentId, id.files[1].fileId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a renamed executable sent as .jpg with a field error, and keeps nothing', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const answer = await upload(playerId, { documentType: 'PROOF_OF_ID' }, [
      { bytes: JPEG, name: 'front.jpg' },
      { bytes: EXE, name: 'back.jpg', type: 'image/jpeg' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'error.request.validation',
      fieldErrors: [{ objectName: 'document', field: 'file.1', rejectedValue: 'back.jpg', status: 400, code: 'invalid_file_type' }],
    });
    expect(await rowCounts()).toEqual({ documents: 0, files: 0 });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over the size limit (field error) and a body over the bounded read (413)', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const big = new Uint8Array(DEFAULT_DOCUMENT_MAX_FILE_BYTES + 1);
    big.set(JPEG);
    const oversize = await upload(playerId, { documentType: 'PROOF_OF_ADDRESS' }, [{ bytes: big, name: 'bill.jpg' }]);
    expect(oversize.status).toBe(400);
    expect(oversize.body.fieldErrors).toEqual([expect.objectContaining({ field: 'file.0', code: 'too_big' })]);
    const huge = new Uint8Array(UPLOAD_MAX_BODY_BYTES + 1);
    huge.set(JPEG);
    const tooLarge = await upload(playerId, { documentType: 'PROOF_OF_ADDRESS' }, [{ bytes: huge, name: 'bill.jpg' }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('error.request.too_large');
    expect(await rowCounts()).toEqual({ documents: 0, files: 0 });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart (415), an unknown type, a sub-type of another type, and no file', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const json = await documentRoutes.POST(
      new Request('http://localhost/api/v1/player/documents', {
        method: 'POST',
        headers: { ...(await auth(playerId)), 'content-type': 'application/json' },
        body: JSON.stringify({ documentType: 'PROOF_OF_ID' }),
      }),
    );
    expect(json.status).toBe(415);
    expect((await upload(playerId, { documentType: 'PASSPORT' }, [{ bytes: JPEG, name: 'a.jpg' }])).body.fieldErrors[0]).toMatchObject({
      field: 'documentType',
    });
    expect(
      (await upload(playerId, { documentType: 'PROOF_OF_ID', subType: 'UTILITY_BILL' }, [{ bytes: JPEG, name: 'a.jpg' }])).body.fieldErrors[0],
    ).toMatchObject({
      field: 'subType',
      code: 'invalid_value',
    });
    expect((await upload(playerId, { documentType: 'PROOF_OF_ID' }, [])).body.fieldErrors[0]).toMatchObject({ field: 'file' });
    expect(await rowCounts()).toEqual({ documents: 0, files: 0 });
  });

  it('leaves no file behind when the database refuses the write', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    await upload(playerId, { documentType: 'PROOF_OF_ID' }, [{ bytes: JPEG, name: 'id.jpg' }]);
    const [id] = await db.select().from(playerDocuments);
    await decideDocument(db, { documentId: id.documentId, decision: 'APPROVE', operator: 'tester' });
    // A verified ID takes no more files: the refusal comes after the files were stored, inside the transaction.
    const again = await upload(playerId, { documentType: 'PROOF_OF_ID' }, [{ bytes: PDF, name: 'new.pdf', type: 'application/pdf' }]);
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors[0]).toMatchObject({ field: 'documentType', code: 'document_verified' });
    expect(await rowCounts()).toEqual({ documents: 1, files: 1 });
    expect(await storedFiles()).toHaveLength(1);
  });

  it('removes what it stored when the store fails part-way', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const failing = failingOnSecondPut(store, 'disk full');
    setDocumentStoreForTests(failing);
    const response = await upload(playerId, { documentType: 'PROOF_OF_ID' }, [
      { bytes: JPEG, name: 'a.jpg' },
      { bytes: PNG, name: 'b.png' },
    ]);
    expect(response.status).toBe(500);
    expect(await rowCounts()).toEqual({ documents: 0, files: 0 });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('a player sees only their own documents', () => {
  it('lists only the caller’s documents and answers 404 for another player’s document by id', async () => {
    const { db } = database().handle;
    const alice = await insertPlayer(db, 'alice@example.com');
    const bob = await insertPlayer(db, 'bob@example.com');
    const uploaded = await upload(alice, { documentType: 'OTHER' }, [{ bytes: PDF, name: 'letter.pdf' }]);
    const document = uploaded.body.accountDocuments.otherDocument[0];
    expect((await list(bob)).body.accountDocuments.otherDocument).toEqual([]);
    expect((await list(alice)).body.accountDocuments.otherDocument).toHaveLength(1);
    const stolen = await fileOf(bob, document.documentId, document.files[0].fileId);
    expect(stolen.status).toBe(404);
    expect(await readJson(stolen)).toMatchObject({ code: 'error.not_found' });
    // A real file id under the wrong document id is not found either.
    expect((await fileOf(alice, document.documentId + 1000, document.files[0].fileId)).status).toBe(404);
    const anonymous = await documentRoutes.GET(new Request('http://localhost/api/v1/player/documents'));
    expect(anonymous.status).toBe(401);
  });
});

describe('verification, review and the withdrawal rule', () => {
  it('takes a new player from documents required to a paid withdrawal through upload and review', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 10_000n);
    const wallet = walletClient(playerId);
    const refused = await wallet.requestWithdrawal({ amount: 1_000 });
    expect(refused.body).toMatchObject({ result: 'DOCUMENTS_REQUIRED', status: 'VERIFYDOCUMENT_REQUIRED' });
    // The refusal asked for the identity and address documents.
    const asked = await list(playerId);
    expect(asked.body).toMatchObject({ kycStatus: 'NOT_VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS' });
    const summary = async () =>
      readJson<Record<string, unknown>>(
        await verificationRoutes.GET(new Request('http://localhost/api/v1/player/documents/verification', { headers: await auth(playerId) })),
      );
    expect(await summary()).toMatchObject({ uploadState: 'UPLOAD_ID', kycClear: false, reminder: 'NOTIFY', withdrawal: 'DOCUMENTS_REQUIRED' });

    await upload(playerId, { documentType: 'PROOF_OF_ID', subType: 'PASSPORT' }, [{ bytes: JPEG, name: 'passport.jpg' }]);
    expect(await summary()).toMatchObject({ uploadState: 'SELECT_POA_DOCUMENT_TYPE', withdrawal: 'DOCUMENTS_REQUIRED' });
    await upload(playerId, { documentType: 'PROOF_OF_ADDRESS', subType: 'UTILITY_BILL' }, [{ bytes: PDF, name: 'bill.pdf' }]);
    expect(await summary()).toMatchObject({
      kycStatus: 'PENDING',
      requestDocumentTypeStatus: '',
      uploadState: 'UPLOADED',
      withdrawal: 'DOCUMENTS_UNDER_REVIEW',
    });
    expect((await wallet.requestWithdrawal({ amount: 1_000 })).body).toMatchObject({ result: 'DOCUMENTS_UNDER_REVIEW' });

    const pending = await listPendingDocuments(db);
    expect(pending.map((document) => document.documentType)).toEqual(['PROOF_OF_ID', 'PROOF_OF_ADDRESS']);
    // A rejection sends the address back with its reason; the level returns to NOT_VERIFIED.
    const rejected = await decideDocument(db, {
      documentId: pending[1].documentId,
      decision: 'REJECT',
      rejectionReason: 'POA_NO_ISSUE_DATE',
      operator: 'ops.anna',
    });
    expect(rejected).toMatchObject({ kycStatus: 'NOT_VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ADDRESS' });
    expect((await list(playerId)).body.accountDocuments.addressDocument).toMatchObject({ documentStatus: 'REQUESTED', rejectionReason: 'POA_NO_ISSUE_DATE' });
    await upload(playerId, { documentType: 'PROOF_OF_ADDRESS' }, [{ bytes: PNG, name: 'statement.png' }]);
    await decideDocument(db, { documentId: pending[0].documentId, decision: 'APPROVE', operator: 'ops.anna' });
    const approved = await decideDocument(db, { documentId: pending[1].documentId, decision: 'APPROVE', operator: 'ops.ben' });
    expect(approved).toMatchObject({ kycStatus: 'FULLY VERIFIED', requestDocumentTypeStatus: '' });
    expect(await summary()).toMatchObject({ uploadState: 'SUCCESS', withdrawal: 'SUCCESS', reminder: 'INACTIVE' });
    expect((await wallet.requestWithdrawal({ amount: 1_000 })).body).toMatchObject({ result: 'SUCCESS' });

    const decisions = await db.select().from(documentDecisions).where(eq(documentDecisions.playerId, playerId));
    expect(decisions.map((decision) => [decision.action, decision.operator, decision.kycStatusAfter])).toEqual([
      ['REQUEST', 'system:kyc-rules', 'NOT_VERIFIED'],
      ['REQUEST', 'system:kyc-rules', 'NOT_VERIFIED'],
      ['REJECT', 'ops.anna', 'NOT_VERIFIED'],
      ['APPROVE', 'ops.anna', 'PENDING'],
      ['APPROVE', 'ops.ben', 'FULLY VERIFIED'],
    ]);
    expect(decisions.every((decision) => decision.decidedAt instanceof Date)).toBe(true);
  });

  it('answers the upload status of a type, and the operator requests a document and sets the level', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const status = async (body: unknown) =>
      readJson<Record<string, unknown>>(
        await verificationRoutes.POST(
          new Request('http://localhost/api/v1/player/documents/verification', {
            method: 'POST',
            headers: { ...(await auth(playerId)), 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      );
    expect(await status({ documentType: 'SOURCE_OF_WEALTH' })).toMatchObject({
      documentStatus: 'UNREQUESTED',
      uploadAllowed: true,
      startState: 'SELECT_SOW_DOCUMENT_TYPE',
    });
    await requestDocumentType(db, { playerId, documentType: 'PROOF_OF_PAYMENT', operator: 'ops.anna' });
    expect(await status({ documentType: 'PROOF_OF_PAYMENT', subType: 'CARD' })).toMatchObject({
      documentStatus: 'REQUESTED',
      subType: 'CARD',
      startState: 'PRE_UPLOAD_POP',
    });
    const [player] = await db.select().from(players).where(eq(players.playerId, playerId));
    expect(player.requestDocumentTypeStatus).toBe('PROOF_OF_PAYMENT');
    // The payment document fills the requested one rather than adding a second.
    await upload(playerId, { documentType: 'PROOF_OF_PAYMENT', subType: 'CARD' }, [{ bytes: JPEG, name: 'card.jpg' }]);
    expect((await list(playerId)).body.accountDocuments.paymentDocument).toEqual([
      expect.objectContaining({ documentStatus: 'UNDER_REVIEW', subType: 'CARD' }),
    ]);
    expect(await setKycLevel(db, { playerId, kycStatus: 'NOT_REQUIRED', operator: 'ops.anna' })).toMatchObject({ kycStatus: 'NOT_REQUIRED' });
  });
});
