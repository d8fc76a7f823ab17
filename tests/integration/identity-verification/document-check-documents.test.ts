import { and, eq } from 'drizzle-orm';
import { GET as documentsRoute } from '@/app/api/v1/player/documents/route';
import { POST as sandboxCallbackRoute } from '@/app/api/v1/identity-verification/sandbox/documents/callback/route';
import { POST as vendorDecision } from '@/app/api/v1/identity-verification/sandbox/vendor/[reference]/route';
import { POST as jumioCallbackRoute } from '@/app/api/v1/jumio/callback/route';
import { POST as initiateRoute } from '@/app/api/v1/jumio/documents/initiate/route';
import { playerDocumentsAnswerSchema } from '@/lib/documents/schemas';
import { DOCUMENT_CALLBACK_SIGNATURE_HEADER, initiateDocumentCheckAnswerSchema } from '@/lib/identity-verification/document-checks';
import { setDocumentCheckVendorsForTests } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { JumioDocumentVendor } from '@/server/adapters/identity-verification/jumio-document-vendor';
import { SandboxDocumentVendor } from '@/server/adapters/identity-verification/sandbox-document-vendor';
import { documentDecisions, playerDocuments, players } from '@/server/db/schema';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';

// Issue 22 join: a vendor's identity-document check (the sandbox vendor, Jumio) applies to the player's PROOF_OF_ID
// document through the documents domain's rules (docs/decisions.md "Documents and KYC levels").

const database = useTestDatabase();
jest.setTimeout(120_000);

const SECRET = 'document-check-documents-secret';
const RETURN_PATH = '/en-UN/my-account/account/verification/identity';

const sandbox = new SandboxDocumentVendor({
  secret: SECRET,
  apiBaseUrl: 'http://localhost/api',
  deliver: async (body, signature) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', [DOCUMENT_CALLBACK_SIGNATURE_HEADER]: signature };
    const response = await sandboxCallbackRoute(apiRequest('/v1/identity-verification/sandbox/documents/callback', { method: 'POST', rawBody: body, headers }));
    if (!response.ok) throw new Error(`callback answered ${response.status}`);
    return response.json();
  },
});

beforeEach(() => setDocumentCheckVendorsForTests({ sandbox, jumio: null }));
afterAll(() => setDocumentCheckVendorsForTests({}));

const auth = async (playerId: number) => ({ authorization: `Bearer ${await identityTokenFor(playerId)}` });

async function opened(playerId: number) {
  const response = await initiateRoute(
    apiRequest('/v1/jumio/documents/initiate', {
      method: 'POST',
      body: { documentType: 'PROOF_OF_ID', returnPath: RETURN_PATH },
      headers: await auth(playerId),
    }),
  );
  expect(response.status).toBe(200);
  const { checkReference, redirectUrl } = initiateDocumentCheckAnswerSchema.parse(await readJson(response));
  return { checkReference, vendorReference: new URL(redirectUrl).pathname.split('/').at(-1) ?? '' };
}

async function decide(playerId: number, form: Record<string, string>) {
  const { vendorReference } = await opened(playerId);
  const response = await vendorDecision(
    apiRequest(`/v1/identity-verification/sandbox/vendor/${vendorReference}`, {
      method: 'POST',
      rawBody: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    { params: Promise.resolve({ reference: vendorReference }) },
  );
  expect(response.status).toBe(303);
}

async function documentsOf(playerId: number) {
  const response = await documentsRoute(apiRequest('/v1/player/documents', { headers: await auth(playerId) }));
  expect(response.status).toBe(200);
  return playerDocumentsAnswerSchema.parse(await readJson(response));
}

async function idDocumentRow(playerId: number) {
  const [row] = await database()
    .handle.db.select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.playerId, playerId), eq(playerDocuments.documentType, 'PROOF_OF_ID')));
  return row;
}

const decisionsOf = (playerId: number) =>
  database()
    .handle.db.select({
      action: documentDecisions.action,
      documentType: documentDecisions.documentType,
      rejectionReason: documentDecisions.rejectionReason,
      operator: documentDecisions.operator,
    })
    .from(documentDecisions)
    .where(eq(documentDecisions.playerId, playerId))
    .orderBy(documentDecisions.decisionId);

/** What a refused withdrawal leaves: the identity and address documents asked for by the KYC rules. */
async function systemRequested(playerId: number) {
  const { db } = database().handle;
  for (const documentType of ['PROOF_OF_ID', 'PROOF_OF_ADDRESS'] as const) {
    const [row] = await db.insert(playerDocuments).values({ playerId, documentType, documentStatus: 'REQUESTED' }).returning();
    await db.insert(documentDecisions).values({
      playerId,
      documentId: row.documentId,
      action: 'REQUEST',
      documentType,
      kycStatusBefore: 'NOT_VERIFIED',
      kycStatusAfter: 'NOT_VERIFIED',
      operator: 'system:kyc-rules',
    });
  }
  await db.update(players).set({ requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS' }).where(eq(players.playerId, playerId));
}

describe('a vendor’s identity-document check through the document rules', () => {
  it('approved: the identity document is verified by the vendor, the rules’ own requests are satisfied, the player is verified', async () => {
    const playerId = await insertPlayer(database().handle.db, 'vendor-approve@example.com');
    await systemRequested(playerId);
    await decide(playerId, { outcome: 'APPROVED' });
    const documents = await documentsOf(playerId);
    expect(documents).toMatchObject({ kycStatus: 'FULLY VERIFIED', requestDocumentTypeStatus: '' });
    expect(documents.accountDocuments.idDocument).toMatchObject({ documentStatus: 'VERIFIED', rejectionReason: null, files: [] });
    expect(documents.accountDocuments.addressDocument.documentStatus).toBe('UNREQUESTED');
    expect(await idDocumentRow(playerId)).toMatchObject({ reviewedBy: 'vendor:sandbox', reviewedAt: expect.any(Date) });
    expect((await decisionsOf(playerId)).at(-1)).toEqual({ action: 'APPROVE', documentType: 'PROOF_OF_ID', rejectionReason: null, operator: 'vendor:sandbox' });
  });

  it('approved with no document yet: the identity document is created verified', async () => {
    const playerId = await insertPlayer(database().handle.db, 'vendor-new@example.com');
    await decide(playerId, { outcome: 'APPROVED' });
    expect((await documentsOf(playerId)).accountDocuments.idDocument).toMatchObject({ documentId: expect.any(Number), documentStatus: 'VERIFIED' });
  });

  it('declined: the identity document is asked for again with the vendor’s reason, logged under the vendor', async () => {
    const playerId = await insertPlayer(database().handle.db, 'vendor-decline@example.com');
    await systemRequested(playerId);
    await decide(playerId, { outcome: 'DECLINED', reason: 'ID_EXPIRED' });
    const documents = await documentsOf(playerId);
    expect(documents.kycStatus).toBe('NOT_VERIFIED');
    expect(documents.requestDocumentTypeStatus).toBe('PROOF_OF_ID,PROOF_OF_ADDRESS');
    expect(documents.accountDocuments.idDocument).toMatchObject({ documentStatus: 'REQUESTED', rejectionReason: 'ID_EXPIRED' });
    expect((await decisionsOf(playerId)).at(-1)).toEqual({
      action: 'REJECT',
      documentType: 'PROOF_OF_ID',
      rejectionReason: 'ID_EXPIRED',
      operator: 'vendor:sandbox',
    });
  });

  it('declined: a verified identity document, or uploaded files the operator is reviewing, stay as they are', async () => {
    const { db } = database().handle;
    for (const documentStatus of ['VERIFIED', 'UNDER_REVIEW'] as const) {
      const playerId = await insertPlayer(db, `vendor-keeps-${documentStatus.toLowerCase()}@example.com`);
      await db.insert(playerDocuments).values({ playerId, documentType: 'PROOF_OF_ID', documentStatus });
      await decide(playerId, { outcome: 'DECLINED', reason: 'BAD_QUALITY' });
      expect(await idDocumentRow(playerId)).toMatchObject({ documentStatus, rejectionReason: null });
      expect(await decisionsOf(playerId)).toEqual([]);
    }
  });

  it('under review at the vendor changes no document', async () => {
    const playerId = await insertPlayer(database().handle.db, 'vendor-pending@example.com');
    await systemRequested(playerId);
    await decide(playerId, { outcome: 'PENDING' });
    expect((await idDocumentRow(playerId)).documentStatus).toBe('REQUESTED');
  });

  it('Jumio’s verdict applies the same way (its PASSED read back from the retrieval API)', async () => {
    const ACCOUNT = '11111111-2222-4333-8444-555555555555';
    const EXECUTION = '66666666-7777-4888-8999-000000000000';
    const fakeFetch: typeof fetch = async (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === 'https://account.emea-1.jumio.ai/api/v1/accounts')
        return Response.json({
          timestamp: '2026-11-27T08:00:00.000Z',
          account: { id: ACCOUNT },
          web: { href: 'https://lucky.web.emea-1.jumio.ai/web/v4/app?authorizationToken=x', successUrl: 'a', errorUrl: 'b' },
          sdk: { token: 't' },
          workflowExecution: { id: EXECUTION, credentials: [] },
        });
      if (url === `https://retrieval.emea-1.jumio.ai/api/v1/accounts/${ACCOUNT}/workflow-executions/${EXECUTION}`)
        return Response.json({ workflow: { status: 'PROCESSED' }, decision: { type: 'PASSED' } });
      return new Response(null, { status: 404 });
    };
    const jumio = new JumioDocumentVendor({ apiToken: 'token', apiSecret: 'secret', region: 'emea-1', workflowKey: 10013, fetch: fakeFetch });
    setDocumentCheckVendorsForTests({ sandbox, jumio });
    const playerId = await insertPlayer(database().handle.db, 'vendor-jumio@example.com');
    await systemRequested(playerId);
    await opened(playerId);
    const callback = {
      callbackSentAt: '2026-11-27T08:05:00.000Z',
      userReference: String(playerId),
      account: { id: ACCOUNT },
      workflowExecution: { id: EXECUTION, status: 'PROCESSED' },
    };
    const applied = await jumioCallbackRoute(
      apiRequest('/v1/jumio/callback', { method: 'POST', rawBody: JSON.stringify(callback), headers: { 'content-type': 'application/json' } }),
    );
    expect(applied.status).toBe(200);
    expect(await readJson(applied)).toMatchObject({ vendor: 'jumio', status: 'APPROVED', kycStatus: 'FULLY VERIFIED' });
    expect((await documentsOf(playerId)).accountDocuments.idDocument.documentStatus).toBe('VERIFIED');
    expect(await idDocumentRow(playerId)).toMatchObject({ reviewedBy: 'vendor:jumio' });
  });
});
