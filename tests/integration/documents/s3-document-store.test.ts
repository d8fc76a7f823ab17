// The S3-compatible document store against a real S3 server (s3rver, started once for this file on a free port):
// the same behaviour as the local folder, selected by configuration, and the upload route end to end on it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playerDocumentFiles, playerDocuments } from '@/server/db/schema';
import { decideDocument } from '@/server/domains/documents/review-documents';
import { documentKey, type DocumentStore } from '@/server/adapters/document-storage/document-store';
import { documentStoreFor, setDocumentStoreForTests, storedFileLocation } from '@/server/adapters/document-storage/get-document-store';
import { LocalDocumentStore } from '@/server/adapters/document-storage/local-document-store';
import { S3DocumentStore } from '@/server/adapters/document-storage/s3-document-store';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { readJson } from '../support/http';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { failingOnSecondPut, fileOf, JPEG, PDF, PNG, upload } from './support';

const database = useTestDatabase();

let s3: LocalS3;
let store: S3DocumentStore;
let folder: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  folder = await mkdtemp(join(tmpdir(), 'lh-documents-'));
  const configured = documentStoreFor(s3.env);
  if (!(configured instanceof S3DocumentStore)) throw new Error('DOCUMENT_STORAGE=s3 did not make an S3 store');
  store = configured;
});
afterAll(async () => {
  store?.destroy();
  await s3?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});
afterEach(() => setDocumentStoreForTests(null));

describe('configuration', () => {
  it('selects the bucket with DOCUMENT_STORAGE=s3 and the local folder by default', () => {
    expect(store.kind).toBe('s3');
    const local = documentStoreFor({ ...s3.env, DOCUMENT_STORAGE: 'local', DOCUMENTS_DIR: folder });
    expect(local).toBeInstanceOf(LocalDocumentStore);
    expect(storedFileLocation('players/7/x', s3.env)).toBe(`s3://${s3.bucket}/players/7/x`);
    expect(storedFileLocation('players/7/x', { ...s3.env, DOCUMENT_STORAGE: 'local', DOCUMENTS_DIR: folder })).toBe(join(folder, 'players/7/x'));
  });
});

// One behaviour for both stores: the interface's promises, checked against each.
describe.each([
  ['s3', () => store],
  ['local', () => new LocalDocumentStore(folder)],
] as const)('the %s store', (_kind, storeOf: () => DocumentStore) => {
  it('puts, gets and deletes under the platform-made key, byte for byte', async () => {
    const subject = storeOf();
    const key = documentKey(41, randomUUID());
    await subject.put(key, PNG, 'image/png');
    expect(await subject.get(key)).toEqual(Buffer.from(PNG));
    // Writing the same key again replaces it whole.
    await subject.put(key, PDF, 'application/pdf');
    expect(await subject.get(key)).toEqual(Buffer.from(PDF));
    await subject.delete(key);
    expect(await subject.get(key)).toBeNull();
  });

  it('answers null for a key that was never stored, and deletes it without an error', async () => {
    const subject = storeOf();
    const key = documentKey(42, randomUUID());
    expect(await subject.get(key)).toBeNull();
    await expect(subject.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key the platform did not make, before any request', async () => {
    const subject = storeOf();
    for (const key of ['../etc/passwd', `players/1/${randomUUID()}/../../x`, 'players/0/abc', '/players/1/x']) {
      await expect(subject.put(key, JPEG, 'image/jpeg')).rejects.toThrow(/not a document storage key/);
      await expect(subject.get(key)).rejects.toThrow(/not a document storage key/);
      await expect(subject.delete(key)).rejects.toThrow(/not a document storage key/);
    }
  });
});

describe('the upload route with the S3 store configured', () => {
  beforeEach(async () => {
    setDocumentStoreForTests(store);
    for (const key of await s3.keys()) await store.delete(key);
  });

  async function rowCounts() {
    const { db } = database().handle;
    return { documents: (await db.select().from(playerDocuments)).length, files: (await db.select().from(playerDocumentFiles)).length };
  }

  it('stores the files as objects; the owner reads them back; another player gets 404', async () => {
    const { db } = database().handle;
    const alice = await insertPlayer(db, 'alice@example.com');
    const bob = await insertPlayer(db, 'bob@example.com');
    const answer = await upload(alice, { documentType: 'PROOF_OF_ID', subType: 'ID_CARD' }, [
      { bytes: JPEG, name: 'front.jpg' },
      { bytes: PNG, name: 'back.png', type: 'image/png' },
    ]);
    expect(answer.status).toBe(201);
    const id = answer.body.accountDocuments.idDocument;
    const rows = await db.select().from(playerDocumentFiles);
    // The objects are exactly the rows' keys: players/<playerId>/<uuid>, the local store's keys.
    expect(await s3.keys()).toEqual(rows.map((row) => row.storageKey).sort());
    expect(rows.every((row) => row.storageKey.startsWith(`players/${alice}/`))).toBe(true);

    const own = await fileOf(alice, id.documentId, id.files[1].fileId);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);

    const stolen = await fileOf(bob, id.documentId, id.files[1].fileId);
    expect(stolen.status).toBe(404);
    expect(await readJson(stolen)).toMatchObject({ code: 'error.not_found' });
  });

  it('answers 404 when the object is gone from the bucket, as the local store does for a missing file', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const answer = await upload(playerId, { documentType: 'OTHER' }, [{ bytes: PDF, name: 'letter.pdf', type: 'application/pdf' }]);
    const document = answer.body.accountDocuments.otherDocument[0];
    const [row] = await db.select().from(playerDocumentFiles);
    await store.delete(row.storageKey);
    const missing = await fileOf(playerId, document.documentId, document.files[0].fileId);
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toMatchObject({ code: 'error.not_found' });
  });

  it('leaves no object behind when the database refuses the write after the files were stored', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    await upload(playerId, { documentType: 'PROOF_OF_ID' }, [{ bytes: JPEG, name: 'id.jpg' }]);
    const [id] = await db.select().from(playerDocuments);
    await decideDocument(db, { documentId: id.documentId, decision: 'APPROVE', operator: 'tester' });
    const before = await s3.keys();
    expect(before).toHaveLength(1);
    const again = await upload(playerId, { documentType: 'PROOF_OF_ID' }, [
      { bytes: PDF, name: 'new.pdf', type: 'application/pdf' },
      { bytes: PNG, name: 'new.png', type: 'image/png' },
    ]);
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors[0]).toMatchObject({ field: 'documentType', code: 'document_verified' });
    expect(await rowCounts()).toEqual({ documents: 1, files: 1 });
    expect(await s3.keys()).toEqual(before);
  });

  it('removes the objects it stored when the bucket fails part-way', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'a@example.com');
    const failing = failingOnSecondPut(store, 'bucket unavailable');
    setDocumentStoreForTests(failing);
    const response = await upload(playerId, { documentType: 'PROOF_OF_ID' }, [
      { bytes: JPEG, name: 'a.jpg' },
      { bytes: PNG, name: 'b.png', type: 'image/png' },
    ]);
    expect(response.status).toBe(500);
    expect(failing.puts()).toBe(2);
    expect(await rowCounts()).toEqual({ documents: 0, files: 0 });
    expect(await s3.keys()).toEqual([]);
  });
});
