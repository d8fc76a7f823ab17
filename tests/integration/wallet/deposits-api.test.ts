import { eq, sql } from 'drizzle-orm';
import { POST as requestDepositRoute } from '@/app/api/v1/player/wallet/deposit/request/route';
import { GET as recentMethodsRoute } from '@/app/api/v1/player/wallet/recent_deposit_methods/route';
import { POST as callbackRoute } from '@/app/api/v1/payments/sandbox/callback/route';
import { GET as cashierPage, POST as cashierDecision } from '@/app/api/v1/payments/sandbox/cashier/[reference]/route';
import { executeRows } from '@/server/db/execute-rows';
import { players } from '@/server/db/schema';
import { setPaymentProviderForTests } from '@/server/adapters/payments/get-payment-provider';
import { SANDBOX_SIGNATURE_HEADER } from '@/lib/payments/sandbox';
import { SandboxPaymentProvider } from '@/server/adapters/payments/sandbox-provider';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { HEALTHY, insertVerifiedPlayer, readInvariants } from '../ledger/support/ledger-fixtures';
import { walletClient } from './support';

const database = useTestDatabase();

function callback(body: string, signature: string | null): Promise<Response> {
  return callbackRoute(
    apiRequest('/v1/payments/sandbox/callback', {
      method: 'POST',
      rawBody: body,
      headers: signature ? { [SANDBOX_SIGNATURE_HEADER]: signature, 'content-type': 'application/json' } : {},
    }),
  );
}

// Delivers the sandbox's signed callbacks straight to the callback route, as its HTTP POST would.
const sandbox = new SandboxPaymentProvider({
  secret: 'sandbox-test-secret',
  apiBaseUrl: 'http://localhost/api',
  cashierBaseUrl: 'http://localhost/api',
  deliver: async (body, signature) => {
    const response = await callback(body, signature);
    if (!response.ok) throw new Error(`callback answered ${response.status}`);
  },
});

beforeAll(() => setPaymentProviderForTests(sandbox));
afterAll(() => setPaymentProviderForTests(undefined));

async function startDeposit(playerId: number, amount: number, paymentMethod = 'TRUSTLY') {
  const response = await requestDepositRoute(
    apiRequest('/v1/player/wallet/deposit/request', {
      method: 'POST',
      body: { amount, paymentMethod },
      headers: { authorization: `Bearer ${await identityTokenFor(playerId)}` },
    }),
  );
  return { status: response.status, body: await readJson<{ result: string; status: string; depositId?: number; redirectUrl?: string }>(response) };
}

const referenceOf = (redirectUrl: string) => redirectUrl.split('/').pop() as string;

describe('deposits through the sandbox provider', () => {
  it('opens a cashier session, credits once on a signed APPROVED callback however often it arrives', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const started = await startDeposit(playerId, 2_000);
    expect(started.body).toMatchObject({
      result: 'SUCCESS',
      status: 'ALLOWED',
      depositId: expect.any(Number),
      redirectUrl: expect.stringContaining('/v1/payments/sandbox/cashier/sbx_'),
    });
    const providerReference = referenceOf(started.body.redirectUrl as string);
    const signed = sandbox.signCallback({ providerReference, outcome: 'APPROVED', amount: 2_000n, currency: 'EUR' });
    const answers = await Promise.all([
      callback(signed.body, signed.signature),
      callback(signed.body, signed.signature),
      callback(signed.body, signed.signature),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await readJson(answers[0])).toEqual({ depositId: started.body.depositId, status: 'SUCCESS' });
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 2_000 });
    // A late decline does not take back money the provider already confirmed.
    const late = sandbox.signCallback({ providerReference, outcome: 'DECLINED', amount: 2_000n, currency: 'EUR' });
    expect(await readJson(await callback(late.body, late.signature))).toMatchObject({ status: 'SUCCESS' });
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 2_000 });
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('refuses unsigned, forged and mismatching callbacks without crediting', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const providerReference = referenceOf((await startDeposit(playerId, 1_000)).body.redirectUrl as string);
    const honest = sandbox.signCallback({ providerReference, outcome: 'APPROVED', amount: 1_000n, currency: 'EUR' });
    expect((await callback(honest.body, null)).status).toBe(401);
    expect((await callback(honest.body.replace('1000', '9000'), honest.signature)).status).toBe(401);
    const forger = new SandboxPaymentProvider({ secret: 'guessed', apiBaseUrl: '', cashierBaseUrl: '' });
    const forged = forger.signCallback({ providerReference, outcome: 'APPROVED', amount: 1_000n, currency: 'EUR' });
    expect((await callback(forged.body, forged.signature)).status).toBe(401);
    const wrongAmount = sandbox.signCallback({ providerReference, outcome: 'APPROVED', amount: 9_000n, currency: 'EUR' });
    expect((await callback(wrongAmount.body, wrongAmount.signature)).status).toBe(422);
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 0 });
  });

  it('fails a declined deposit, keeps a pending one waiting, and lists only successful methods as recent', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const declined = referenceOf((await startDeposit(playerId, 1_500, 'SKRILL')).body.redirectUrl as string);
    const pending = referenceOf((await startDeposit(playerId, 1_700, 'NETELLER')).body.redirectUrl as string);
    const approved = referenceOf((await startDeposit(playerId, 1_900, 'TRUSTLY')).body.redirectUrl as string);
    const send = async (providerReference: string, outcome: 'APPROVED' | 'DECLINED' | 'PENDING', amount: bigint) => {
      const signed = sandbox.signCallback({ providerReference, outcome, amount, currency: 'EUR' });
      return readJson(await callback(signed.body, signed.signature));
    };
    expect(await send(declined, 'DECLINED', 1_500n)).toMatchObject({ status: 'FAILED' });
    expect(await send(pending, 'PENDING', 1_700n)).toMatchObject({ status: 'PENDING' });
    expect(await send(approved, 'APPROVED', 1_900n)).toMatchObject({ status: 'SUCCESS' });
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 1_900 });
    const recent = await recentMethodsRoute(
      apiRequest('/v1/player/wallet/recent_deposit_methods', { headers: { authorization: `Bearer ${await identityTokenFor(playerId)}` } }),
    );
    expect(await readJson(recent)).toEqual({ paymentMethods: ['TRUSTLY'] });
  });

  it('runs the hosted cashier: the page shows the payment, Approve sends the signed callback that credits', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const providerReference = referenceOf((await startDeposit(playerId, 1_250)).body.redirectUrl as string);
    const params = Promise.resolve({ reference: providerReference });
    const page = await cashierPage(apiRequest(`/v1/payments/sandbox/cashier/${providerReference}`), { params });
    const html = await page.text();
    expect([page.status, html.includes('SANDBOX'), html.includes('12.50 EUR')]).toEqual([200, true, true]);
    const decided = await cashierDecision(
      apiRequest(`/v1/payments/sandbox/cashier/${providerReference}`, {
        method: 'POST',
        rawBody: 'outcome=APPROVED',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      { params },
    );
    expect(decided.status).toBe(200);
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 1_250 });
    const unknown = await cashierPage(apiRequest('/v1/payments/sandbox/cashier/sbx_nope'), { params: Promise.resolve({ reference: 'sbx_nope' }) });
    expect(unknown.status).toBe(404);
  });

  it('links back to a path on the site after the decision, with the outcome, and never to another origin', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const decide = async (returnParam: string, outcome: string) => {
      const reference = referenceOf((await startDeposit(playerId, 1_000)).body.redirectUrl as string);
      const path = `/v1/payments/sandbox/cashier/${reference}?return=${encodeURIComponent(returnParam)}`;
      const form = { method: 'POST' as const, rawBody: `outcome=${outcome}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      return (await cashierDecision(apiRequest(path, form), { params: Promise.resolve({ reference }) })).text();
    };
    const declined = await decide('/en-UN/my-account/banking/deposit?depositId=1', 'DECLINED');
    expect(declined).toContain('href="/en-UN/my-account/banking/deposit?depositId=1&#38;outcome=DECLINED"');
    for (const hostile of ['https://evil.example/x', '//evil.example/x']) {
      const html = await decide(hostile, 'PENDING');
      expect([html.includes('Sent a signed'), html.includes('Return to the site'), html.includes('evil.example')]).toEqual([true, false, false]);
    }
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 0 });
  });

  it('answers 503 and closes the deposit when the provider cannot open a session', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const spy = jest.spyOn(sandbox, 'createDepositSession').mockRejectedValueOnce(new Error('provider down'));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await startDeposit(playerId, 1_000);
      expect([answer.status, (answer.body as unknown as { code: string }).code]).toEqual([503, 'error.system.unavailable']);
    } finally {
      spy.mockRestore();
      quiet.mockRestore();
    }
    const rows = await executeRows<{ status: string }>(db, sql`select status from deposits`);
    expect(rows.map((row) => row.status)).toEqual(['FAILED']);
  });

  it('applies the deposit-allowed rule before opening a session', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await db.update(players).set({ deposit: false }).where(eq(players.playerId, playerId));
    expect((await startDeposit(playerId, 1_000)).body).toEqual({ result: 'RESTRICTED', status: 'RESTRICTED' });
    const [row] = await executeRows<{ count: number }>(db, sql`select count(*)::int as count from deposits`);
    expect(Number(row.count)).toBe(0);
    expect((await startDeposit(playerId, 0)).status).toBe(400);
  });
});

describe('where the sandbox cashier lives', () => {
  afterEach(() => setPaymentProviderForTests(sandbox));

  it('without SITE_URL, the cashier link follows the origin the player reached the site at (any host or port)', async () => {
    const { db } = database().handle;
    setPaymentProviderForTests(new SandboxPaymentProvider({ secret: 'sandbox-test-secret', apiBaseUrl: 'http://localhost/api' }));
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const token = await identityTokenFor(playerId);
    for (const origin of ['http://127.0.0.1:4567', 'http://casino.test:8080']) {
      const response = await requestDepositRoute(
        new Request(`${origin}/api/v1/player/wallet/deposit/request`, {
          method: 'POST',
          body: JSON.stringify({ amount: 2_000, paymentMethod: 'TRUSTLY' }),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        }),
      );
      const body = await readJson<{ redirectUrl?: string }>(response);
      expect(body.redirectUrl).toMatch(new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/api/v1/payments/sandbox/cashier/sbx_`));
    }
  });

  it('with SITE_URL set, that origin is authoritative whatever the request says', async () => {
    const { db } = database().handle;
    setPaymentProviderForTests(
      new SandboxPaymentProvider({ secret: 'sandbox-test-secret', apiBaseUrl: 'http://localhost/api', cashierBaseUrl: 'https://www.luckyharbour.example/api' }),
    );
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    const response = await requestDepositRoute(
      new Request('http://attacker.example/api/v1/player/wallet/deposit/request', {
        method: 'POST',
        body: JSON.stringify({ amount: 2_000, paymentMethod: 'TRUSTLY' }),
        headers: { authorization: `Bearer ${await identityTokenFor(playerId)}`, 'content-type': 'application/json' },
      }),
    );
    expect((await readJson<{ redirectUrl?: string }>(response)).redirectUrl).toMatch(
      /^https:\/\/www\.luckyharbour\.example\/api\/v1\/payments\/sandbox\/cashier\/sbx_/,
    );
  });
});
