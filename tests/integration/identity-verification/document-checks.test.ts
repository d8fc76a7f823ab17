import { eq } from 'drizzle-orm';
import { GET as checkRoute } from '@/app/api/v1/identity-verification/checks/[checkReference]/route';
import { POST as sandboxCallbackRoute } from '@/app/api/v1/identity-verification/sandbox/documents/callback/route';
import { GET as vendorPage, POST as vendorDecision } from '@/app/api/v1/identity-verification/sandbox/vendor/[reference]/route';
import { POST as jumioCallbackRoute } from '@/app/api/v1/jumio/callback/route';
import { POST as initiateRoute } from '@/app/api/v1/jumio/documents/initiate/route';
import { getDocumentCheck, initiateDocumentCheck } from '@/lib/identity-verification/contracts';
import {
  DOCUMENT_CALLBACK_SIGNATURE_HEADER,
  identityDocumentCheckSchema,
  initiateDocumentCheckAnswerSchema,
} from '@/lib/identity-verification/document-checks';
import { setDocumentCheckVendorsForTests } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { JumioDocumentVendor } from '@/server/adapters/identity-verification/jumio-document-vendor';
import { SandboxDocumentVendor } from '@/server/adapters/identity-verification/sandbox-document-vendor';
import { identityCallbackNonces, identityChecks, players } from '@/server/db/schema';
import type { KycStatus } from '@/server/db/schema/enums';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';

const database = useTestDatabase();
jest.setTimeout(120_000);

const SECRET = 'document-check-test-secret';
const RETURN_PATH = '/en-UN/my-account/account/verification/identity';

function sandboxCallback(body: string, signature: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers[DOCUMENT_CALLBACK_SIGNATURE_HEADER] = signature;
  return sandboxCallbackRoute(apiRequest('/v1/identity-verification/sandbox/documents/callback', { method: 'POST', rawBody: body, headers }));
}

// The sandbox's signed callbacks reach the callback route in process, as its HTTP POST would.
const sandbox = new SandboxDocumentVendor({
  secret: SECRET,
  apiBaseUrl: 'http://localhost/api',
  deliver: async (body, signature) => {
    const response = await sandboxCallback(body, signature);
    if (!response.ok) throw new Error(`callback answered ${response.status}`);
    return response.json();
  },
});

beforeEach(() => setDocumentCheckVendorsForTests({ sandbox, jumio: null }));
afterAll(() => setDocumentCheckVendorsForTests({}));

const auth = async (playerId: number) => ({ authorization: `Bearer ${await identityTokenFor(playerId)}` });

async function initiate(playerId: number | null, body: unknown = { documentType: 'PROOF_OF_ID', returnPath: RETURN_PATH }) {
  const headers = playerId === null ? {} : await auth(playerId);
  const response = await initiateRoute(apiRequest('/v1/jumio/documents/initiate', { method: 'POST', body, headers }));
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

async function readCheck(playerId: number, checkReference: string) {
  const response = await checkRoute(apiRequest(`/v1/identity-verification/checks/${checkReference}`, { headers: await auth(playerId) }), {
    params: Promise.resolve({ checkReference }),
  });
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

const vendorReferenceOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').at(-1) ?? '';

function decide(reference: string, form: Record<string, string>): Promise<Response> {
  return vendorDecision(
    apiRequest(`/v1/identity-verification/sandbox/vendor/${reference}`, {
      method: 'POST',
      rawBody: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    { params: Promise.resolve({ reference }) },
  );
}

async function kycStatusOf(playerId: number): Promise<KycStatus> {
  const [row] = await database().handle.db.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, playerId));
  return row.kycStatus;
}

async function opened(playerId: number) {
  const answer = await initiate(playerId);
  expect(answer.status).toBe(200);
  const { checkReference, redirectUrl } = initiateDocumentCheckAnswerSchema.parse(answer.body);
  return { checkReference, redirectUrl, vendorReference: vendorReferenceOf(redirectUrl) };
}

describe('POST /v1/jumio/documents/initiate with the sandbox vendor', () => {
  it('opens a check, the vendor page approves it, the browser goes back, and the player is verified', async () => {
    const playerId = await insertPlayer(database().handle.db, 'approve@example.com');
    const { checkReference, redirectUrl, vendorReference } = await opened(playerId);
    expect(redirectUrl).toBe(`http://localhost/api/v1/identity-verification/sandbox/vendor/${vendorReference}`);
    expect((await readCheck(playerId, checkReference)).body).toMatchObject({ status: 'INITIATED', reason: null, kycStatus: 'NOT_VERIFIED', decidedAt: null });

    const page = await vendorPage(apiRequest(`/v1/identity-verification/sandbox/vendor/${vendorReference}`), {
      params: Promise.resolve({ reference: vendorReference }),
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('SANDBOX');
    expect(html).toContain('ID_EXPIRED');

    const back = await decide(vendorReference, { outcome: 'APPROVED' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://localhost${RETURN_PATH}?check=${checkReference}`);
    const check = await readCheck(playerId, checkReference);
    expect(check.status).toBe(200);
    expect(identityDocumentCheckSchema.strict().parse(check.body)).toMatchObject({
      checkReference,
      vendor: 'sandbox',
      documentType: 'PROOF_OF_ID',
      status: 'APPROVED',
      reason: null,
      kycStatus: 'FULLY VERIFIED',
    });
    expect(await kycStatusOf(playerId)).toBe('FULLY VERIFIED');
    // The session ended with the decision: the page now says so.
    expect((await decide(vendorReference, { outcome: 'DECLINED', reason: 'ID_EXPIRED' })).status).toBe(404);
  });

  it('records a rejection with its reason; under review first, then rejected; the KYC level follows the one rule', async () => {
    const playerId = await insertPlayer(database().handle.db, 'reject@example.com');
    const { checkReference, vendorReference } = await opened(playerId);
    expect((await decide(vendorReference, { outcome: 'PENDING' })).status).toBe(303);
    expect((await readCheck(playerId, checkReference)).body).toMatchObject({ status: 'PENDING', kycStatus: 'PENDING', decidedAt: null });
    expect((await decide(vendorReference, { outcome: 'DECLINED', reason: 'ID_BLACK_AND_WHITE' })).status).toBe(303);
    const check = (await readCheck(playerId, checkReference)).body;
    expect(check).toMatchObject({ status: 'DECLINED', reason: 'ID_BLACK_AND_WHITE', kycStatus: 'NOT_VERIFIED', decidedAt: expect.any(String) });
  });

  it('refuses a decision the vendor page does not offer, and a rejection without a reason (400 page), changing nothing', async () => {
    const playerId = await insertPlayer(database().handle.db, 'bad-form@example.com');
    const { checkReference, vendorReference } = await opened(playerId);
    const forms: Record<string, string>[] = [
      { outcome: 'DECLINED' },
      { outcome: 'VERIFIED' },
      { outcome: 'APPROVED', reason: 'ID_EXPIRED' },
      { outcome: 'DECLINED', reason: 'NOPE' },
      {},
    ];
    for (const form of forms) {
      const answer = await decide(vendorReference, form);
      expect([JSON.stringify(form), answer.status, answer.headers.get('content-type')]).toEqual([JSON.stringify(form), 400, 'text/html; charset=utf-8']);
    }
    expect((await readCheck(playerId, checkReference)).body).toMatchObject({ status: 'INITIATED' });
    const unknown = await vendorPage(apiRequest('/v1/identity-verification/sandbox/vendor/sbxidv_x'), { params: Promise.resolve({ reference: 'sbxidv_x' }) });
    expect(unknown.status).toBe(404);
  });

  it('refuses anonymous callers, bad settings and a return path off the site; another player’s check is 404', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'owner@example.com');
    const other = await insertPlayer(db, 'other@example.com');
    expect((await initiate(null)).status).toBe(401);
    for (const body of [
      {},
      { documentType: 'PROOF_OF_ADDRESS', returnPath: RETURN_PATH },
      { documentType: 'PROOF_OF_ID', returnPath: 'https://evil.example/' },
      { documentType: 'PROOF_OF_ID', returnPath: '//evil.example/x' },
      { documentType: 'PROOF_OF_ID', returnPath: '/\t/evil.example' },
      { documentType: 'PROOF_OF_ID', returnPath: RETURN_PATH, playerId: other },
    ]) {
      const answer = await initiate(playerId, body);
      expect([JSON.stringify(body), answer.status, answer.body.code]).toEqual([JSON.stringify(body), 400, 'error.request.validation']);
    }
    expect(await db.select().from(identityChecks)).toEqual([]);
    const { checkReference } = await opened(playerId);
    const foreign = await readCheck(other, checkReference);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'error.not_found']);
    expect((await readCheck(playerId, 'idv_00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await readCheck(playerId, 'not-a-reference')).status).toBe(400);
  });

  it('answers 503 and records nothing when the vendor does not open the check', async () => {
    const playerId = await insertPlayer(database().handle.db, 'vendor-down@example.com');
    const failing = new SandboxDocumentVendor({ apiBaseUrl: 'http://localhost/api' });
    jest.spyOn(failing, 'initiate').mockRejectedValue(new Error('vendor down'));
    setDocumentCheckVendorsForTests({ sandbox: failing, jumio: null });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await initiate(playerId);
      expect([answer.status, answer.body.code]).toEqual([503, 'error.system.unavailable']);
    } finally {
      quiet.mockRestore();
    }
    expect(await database().handle.db.select().from(identityChecks)).toEqual([]);
  });
});

describe('the signed document-check callback', () => {
  it('refuses unsigned, forged, tampered, expired and replayed callbacks with 401, changing nothing', async () => {
    const playerId = await insertPlayer(database().handle.db, 'forged@example.com');
    const { checkReference, vendorReference } = await opened(playerId);
    const result = { checkReference, vendorReference, playerId, outcome: 'APPROVED' as const, reason: null };
    const honest = sandbox.signDocumentCallback(result);

    expect((await sandboxCallback(honest.body, null)).status).toBe(401);
    expect((await sandboxCallback(honest.body.replace('APPROVED', 'PENDING'), honest.signature)).status).toBe(401);
    expect((await sandboxCallback(honest.body, honest.signature.replace(/n=[^,]+/, 'n=another-nonce-0000000'))).status).toBe(401);
    const forger = new SandboxDocumentVendor({ secret: 'guessed', apiBaseUrl: '' });
    const forged = forger.signDocumentCallback(result);
    const refused = await sandboxCallback(forged.body, forged.signature);
    expect([refused.status, (await readJson(refused)).code]).toEqual([401, 'error.webhook.signature_invalid']);
    const stale = sandbox.signDocumentCallback(result, { timestamp: Date.now() - 6 * 60_000 });
    expect((await sandboxCallback(stale.body, stale.signature)).status).toBe(401);
    const future = sandbox.signDocumentCallback(result, { timestamp: Date.now() + 6 * 60_000 });
    expect((await sandboxCallback(future.body, future.signature)).status).toBe(401);
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');

    const applied = await sandboxCallback(honest.body, honest.signature);
    expect(applied.status).toBe(200);
    expect(await readJson(applied)).toMatchObject({ status: 'APPROVED', kycStatus: 'FULLY VERIFIED' });
    // The same signed request again, inside its 5 minutes: a replay.
    const replayed = await sandboxCallback(honest.body, honest.signature);
    expect([replayed.status, (await readJson(replayed)).code]).toEqual([401, 'error.webhook.signature_invalid']);
  });

  it('applies a check’s first result only: a later one (freshly signed) answers the check as it is', async () => {
    const playerId = await insertPlayer(database().handle.db, 'first-wins@example.com');
    const { checkReference, vendorReference } = await opened(playerId);
    const declined = sandbox.signDocumentCallback({ checkReference, vendorReference, playerId, outcome: 'DECLINED', reason: 'ID_EXPIRED' });
    expect(await readJson(await sandboxCallback(declined.body, declined.signature))).toMatchObject({ status: 'DECLINED', reason: 'ID_EXPIRED' });
    const approved = sandbox.signDocumentCallback({ checkReference, vendorReference, playerId, outcome: 'APPROVED', reason: null });
    const late = await sandboxCallback(approved.body, approved.signature);
    expect(late.status).toBe(200);
    expect(await readJson(late)).toMatchObject({ status: 'DECLINED', reason: 'ID_EXPIRED', kycStatus: 'NOT_VERIFIED' });
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');
  });

  it('refuses a result for a check that does not exist, or that names another player (404), and keeps no nonce', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'mismatch@example.com');
    const other = await insertPlayer(db, 'mismatch-other@example.com');
    const { checkReference, vendorReference } = await opened(playerId);
    const misdirected = sandbox.signDocumentCallback({ checkReference, vendorReference, playerId: other, outcome: 'APPROVED', reason: null });
    expect((await sandboxCallback(misdirected.body, misdirected.signature)).status).toBe(404);
    const unknown = sandbox.signDocumentCallback({
      checkReference: 'idv_00000000-0000-4000-8000-000000000009',
      vendorReference: 'sbxidv_00000000-0000-4000-8000-000000000009',
      playerId,
      outcome: 'APPROVED',
      reason: null,
    });
    expect((await sandboxCallback(unknown.body, unknown.signature)).status).toBe(404);
    expect(await db.select().from(identityCallbackNonces)).toEqual([]);
    expect([await kycStatusOf(playerId), await kycStatusOf(other)]).toEqual(['NOT_VERIFIED', 'NOT_VERIFIED']);
  });

  it('applies concurrent duplicate callbacks once: the same signed request 50 times, and 50 freshly signed copies', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'duplicates@example.com');
    const { checkReference, vendorReference } = await opened(playerId);
    const same = sandbox.signDocumentCallback({ checkReference, vendorReference, playerId, outcome: 'DECLINED', reason: 'BAD_QUALITY' });
    const copies = Array.from({ length: 50 }, () =>
      sandbox.signDocumentCallback({ checkReference, vendorReference, playerId, outcome: 'DECLINED', reason: 'BAD_QUALITY' }),
    );
    const answers = await Promise.all([...Array.from({ length: 50 }, () => same), ...copies].map((signed) => sandboxCallback(signed.body, signed.signature)));
    const statuses = answers.map((answer) => answer.status);
    // The one signed request is applied once and refused as a replay 49 times; each fresh copy answers the check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(49);
    expect(statuses.filter((status) => status === 200)).toHaveLength(51);
    for (const answer of answers.filter((a) => a.status === 200)) expect(await readJson(answer)).toMatchObject({ status: 'DECLINED', reason: 'BAD_QUALITY' });
    const [row] = await db.select().from(identityChecks).where(eq(identityChecks.checkReference, checkReference));
    expect(row).toMatchObject({ status: 'DECLINED', reason: 'BAD_QUALITY', kycStatusAfter: 'NOT_VERIFIED' });
    expect(await db.select().from(identityCallbackNonces)).toHaveLength(51);
  });

  it('lets concurrent different results race: exactly one decides, every answer agrees with it', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'race@example.com');
    await db.update(players).set({ kycStatus: 'PENDING' }).where(eq(players.playerId, playerId));
    const { checkReference, vendorReference } = await opened(playerId);
    const results = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0
        ? sandbox.signDocumentCallback({ checkReference, vendorReference, playerId, outcome: 'APPROVED', reason: null })
        : sandbox.signDocumentCallback({ checkReference, vendorReference, playerId, outcome: 'DECLINED', reason: 'ID_EXPIRED' }),
    );
    const answers = await Promise.all(results.map((signed) => sandboxCallback(signed.body, signed.signature)));
    const bodies = await Promise.all(answers.map((answer) => readJson<{ status: string; kycStatus: string }>(answer)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const [row] = await db.select().from(identityChecks).where(eq(identityChecks.checkReference, checkReference));
    expect(new Set(bodies.map((body) => body.status))).toEqual(new Set([row.status]));
    expect(await kycStatusOf(playerId)).toBe(row.status === 'APPROVED' ? 'FULLY VERIFIED' : 'NOT_VERIFIED');
  });
});

describe('Jumio (the live adapter, against a stand-in for its API)', () => {
  const ACCOUNT = '11111111-2222-4333-8444-555555555555';
  const EXECUTION = '66666666-7777-4888-8999-000000000000';

  function jumioWith(verdict: { status: number; body?: unknown }) {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      calls.push({ url, init });
      if (url === 'https://account.emea-1.jumio.ai/api/v1/accounts')
        return Response.json({
          timestamp: '2026-11-27T08:00:00.000Z',
          account: { id: ACCOUNT },
          web: { href: 'https://lucky.web.emea-1.jumio.ai/web/v4/app?authorizationToken=x', successUrl: 'a', errorUrl: 'b' },
          sdk: { token: 't' },
          workflowExecution: { id: EXECUTION, credentials: [] },
        });
      if (url === `https://retrieval.emea-1.jumio.ai/api/v1/accounts/${ACCOUNT}/workflow-executions/${EXECUTION}`)
        return verdict.body === undefined ? new Response(null, { status: verdict.status }) : Response.json(verdict.body, { status: verdict.status });
      return new Response(null, { status: 404 });
    };
    return { calls, vendor: new JumioDocumentVendor({ apiToken: 'token', apiSecret: 'secret', region: 'emea-1', workflowKey: 10013, fetch: fakeFetch }) };
  }

  const jumioCallback = (body: unknown) =>
    jumioCallbackRoute(apiRequest('/v1/jumio/callback', { method: 'POST', rawBody: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  const CALLBACK = {
    callbackSentAt: '2026-11-27T08:05:00.000Z',
    userReference: '1',
    account: { id: ACCOUNT },
    workflowExecution: { id: EXECUTION, status: 'PROCESSED' },
  };

  it('initiates with Jumio’s account API and applies the verdict it reads back, never the callback’s word', async () => {
    const playerId = await insertPlayer(database().handle.db, 'jumio@example.com');
    const rejected = { status: 200, body: { workflow: { status: 'PROCESSED' }, decision: { type: 'REJECTED', details: { label: 'EXPIRED' } } } };
    const { calls, vendor } = jumioWith(rejected);
    setDocumentCheckVendorsForTests({ sandbox, jumio: vendor });
    const answer = await initiate(playerId);
    expect(answer.body).toMatchObject({ redirectUrl: 'https://lucky.web.emea-1.jumio.ai/web/v4/app?authorizationToken=x' });
    const sent = JSON.parse(calls[0].init?.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      customerInternalReference: answer.body.checkReference,
      userReference: String(playerId),
      callbackUrl: 'http://localhost/api/v1/jumio/callback',
      workflowDefinition: { key: 10013 },
      web: { successUrl: `http://localhost${RETURN_PATH}?check=${String(answer.body.checkReference)}` },
    });
    expect(new Headers(calls[0].init?.headers).get('authorization')).toBe(`Basic ${Buffer.from('token:secret').toString('base64')}`);

    const applied = await jumioCallback({ ...CALLBACK, decision: 'PASSED' });
    expect(applied.status).toBe(200);
    expect(await readJson(applied)).toMatchObject({ vendor: 'jumio', status: 'DECLINED', reason: 'ID_EXPIRED' });
  });

  it('refuses a callback Jumio does not confirm (401), a malformed one (401), and answers 404 where Jumio is not configured', async () => {
    const playerId = await insertPlayer(database().handle.db, 'jumio-forged@example.com');
    const { vendor } = jumioWith({ status: 404 });
    setDocumentCheckVendorsForTests({ sandbox, jumio: vendor });
    await initiate(playerId);
    expect((await jumioCallback(CALLBACK)).status).toBe(401);
    expect((await jumioCallback({ account: { id: 'x' } })).status).toBe(401);
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');
    setDocumentCheckVendorsForTests({ sandbox, jumio: null });
    expect((await jumioCallback(CALLBACK)).status).toBe(404);
  });
});

describe('contracts', () => {
  it('names the spec’s path and the rate limit of the initiation', () => {
    expect(initiateDocumentCheck.path).toBe('/v1/jumio/documents/initiate');
    expect(getDocumentCheck.auth).toBe('required');
  });

  it('limits initiations per player (the rate-limit class; a live vendor charges per check)', async () => {
    const playerId = await insertPlayer(database().handle.db, 'many@example.com');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await initiate(playerId)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
