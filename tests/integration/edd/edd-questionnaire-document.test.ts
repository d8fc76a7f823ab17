import { and, eq } from 'drizzle-orm';
import { GET as documentsRoute } from '@/app/api/v1/player/documents/route';
import { POST as postAnswerRoute } from '@/app/api/v1/player/questionnaire/answer/route';
import { playerDocumentsAnswerSchema } from '@/lib/documents/schemas';
import { playerDocuments, players } from '@/server/db/schema';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';

// Issue 22 join: the EDD questionnaire's answer is the player's EDD_QUESTIONNAIRE document
// (identity-and-account.md §3 "Documents"), set UNDER_REVIEW through the documents domain whose KYC rules then
// move the level.

const database = useTestDatabase();
jest.setTimeout(180_000);

const VALID = { occupation: 'PROFESSIONAL', salaryRangeId: 3, sourceOfFunds: 'SALARY' };

const auth = async (playerId: number) => ({ authorization: `Bearer ${await identityTokenFor(playerId)}` });
const answer = async (playerId: number) =>
  (await postAnswerRoute(apiRequest('/v1/player/questionnaire/answer', { method: 'POST', body: VALID, headers: await auth(playerId) }))).status;

async function documentsOf(playerId: number) {
  const response = await documentsRoute(apiRequest('/v1/player/documents', { headers: await auth(playerId) }));
  expect(response.status).toBe(200);
  return playerDocumentsAnswerSchema.parse(await readJson(response));
}

async function playerRow(playerId: number) {
  const [row] = await database()
    .handle.db.select({ kycStatus: players.kycStatus, requestDocumentTypeStatus: players.requestDocumentTypeStatus })
    .from(players)
    .where(eq(players.playerId, playerId));
  return row;
}

async function setDocument(
  playerId: number,
  documentType: 'SOURCE_OF_WEALTH' | 'EDD_QUESTIONNAIRE',
  documentStatus: 'REQUESTED' | 'UNDER_REVIEW' | 'VERIFIED',
) {
  await database().handle.db.insert(playerDocuments).values({ playerId, documentType, documentStatus });
}

describe('the EDD questionnaire answer and the documents domain', () => {
  it('sets the EDD_QUESTIONNAIRE document UNDER_REVIEW (a row without files); a level outside EDD stays', async () => {
    const playerId = await insertPlayer(database().handle.db, 'edd-doc@example.com');
    expect((await documentsOf(playerId)).accountDocuments.eddQuestionnaire).toMatchObject({ documentId: null, documentStatus: 'UNREQUESTED' });
    expect(await answer(playerId)).toBe(200);
    const documents = await documentsOf(playerId);
    expect(documents.accountDocuments.eddQuestionnaire).toMatchObject({ documentId: expect.any(Number), documentStatus: 'UNDER_REVIEW', files: [] });
    expect(documents.kycStatus).toBe('NOT_VERIFIED');
    // A second answer keeps the one document (a single kind).
    expect(await answer(playerId)).toBe(200);
    const rows = await database()
      .handle.db.select()
      .from(playerDocuments)
      .where(and(eq(playerDocuments.playerId, playerId), eq(playerDocuments.documentType, 'EDD_QUESTIONNAIRE')));
    expect(rows).toHaveLength(1);
  });

  it('answers what the operator asked for: the request is no longer outstanding, and EDD_PENDING waits for the source of wealth', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'edd-pending@example.com');
    await setDocument(playerId, 'EDD_QUESTIONNAIRE', 'REQUESTED');
    await setDocument(playerId, 'SOURCE_OF_WEALTH', 'REQUESTED');
    await db
      .update(players)
      .set({ kycStatus: 'EDD_PENDING', requestDocumentTypeStatus: 'SOURCE_OF_WEALTH,EDD_QUESTIONNAIRE' })
      .where(eq(players.playerId, playerId));
    expect(await answer(playerId)).toBe(200);
    // syncKycAfterDocuments: the questionnaire left requestDocumentTypeStatus; one EDD document in → still EDD_PENDING.
    expect(await playerRow(playerId)).toEqual({ kycStatus: 'EDD_PENDING', requestDocumentTypeStatus: 'SOURCE_OF_WEALTH' });
  });

  it('a new answer reopens a verified questionnaire for review; with the source of wealth verified the level is EDD_UNDER_REVIEW', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'edd-again@example.com');
    await setDocument(playerId, 'EDD_QUESTIONNAIRE', 'VERIFIED');
    await setDocument(playerId, 'SOURCE_OF_WEALTH', 'VERIFIED');
    await db.update(players).set({ kycStatus: 'EDD_PENDING' }).where(eq(players.playerId, playerId));
    expect(await answer(playerId)).toBe(200);
    expect((await documentsOf(playerId)).accountDocuments.eddQuestionnaire.documentStatus).toBe('UNDER_REVIEW');
    expect((await playerRow(playerId)).kycStatus).toBe('EDD_UNDER_REVIEW');
  });

  it('leaves a level only the operator sets (ENHANCED) as it is', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'edd-enhanced@example.com');
    await db.update(players).set({ kycStatus: 'ENHANCED' }).where(eq(players.playerId, playerId));
    expect(await answer(playerId)).toBe(200);
    expect((await playerRow(playerId)).kycStatus).toBe('ENHANCED');
    expect((await documentsOf(playerId)).accountDocuments.eddQuestionnaire.documentStatus).toBe('UNDER_REVIEW');
  });
});
