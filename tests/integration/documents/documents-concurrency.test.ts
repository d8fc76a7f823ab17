import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDocumentStore } from '@/server/adapters/document-storage/local-document-store';
import { MAX_FILES_PER_DOCUMENT } from '@/lib/documents/schemas';
import { playerDocumentFiles, playerDocuments } from '@/server/db/schema';
import { uploadDocument } from '@/server/domains/documents/upload-document';
import { ValidationError } from '@/server/http/errors';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';

const database = useTestDatabase();
// The PNG signature and the IHDR chunk's header (file-type reads the first chunk to tell PNG from APNG).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('the files-per-document bound under concurrency', () => {
  it(`200 uploads at once to one document keep exactly ${MAX_FILES_PER_DOCUMENT} files: one row, no stray file`, async () => {
    const { db } = database().handle;
    const folder = await mkdtemp(join(tmpdir(), 'lh-documents-race-'));
    try {
      const store = new LocalDocumentStore(folder);
      const playerId = await insertPlayer(db, 'race@example.com');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, index) =>
          uploadDocument(db, store, playerId, { documentType: 'PROOF_OF_ID', files: [new File([PNG], `side-${index}.png`)] }),
        ),
      );
      const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(accepted).toHaveLength(MAX_FILES_PER_DOCUMENT);
      expect(refused).toHaveLength(200 - MAX_FILES_PER_DOCUMENT);
      for (const { reason } of refused) {
        expect(reason).toBeInstanceOf(ValidationError);
        expect((reason as ValidationError).fieldErrors[0]).toMatchObject({ field: 'file', code: 'too_many_files' });
      }
      expect(await db.select().from(playerDocuments)).toHaveLength(1);
      expect(await db.select().from(playerDocumentFiles)).toHaveLength(MAX_FILES_PER_DOCUMENT);
      expect(await readdir(join(folder, 'players', String(playerId)))).toHaveLength(MAX_FILES_PER_DOCUMENT);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
