import { eq } from 'drizzle-orm';
import { POST as callbackRoute } from '@/app/api/v1/identity-verification/sandbox/callback/route';
import { POST as checkRoute } from '@/app/api/v1/identity-verification/sandbox/check/route';
import { GET as profileRoute } from '@/app/api/v1/player/route';
import { identityCheckResultSchema } from '@/lib/identity-verification/schemas';
import { setIdentityVerifierForTests } from '@/server/adapters/identity-verification/get-identity-verifier';
import { SANDBOX_IDENTITY_SIGNATURE_HEADER, SandboxIdentityVerifier } from '@/server/adapters/identity-verification/sandbox-identity-verifier';
import { players } from '@/server/db/schema';
import type { KycStatus } from '@/server/db/schema/enums';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { walletClient } from '../wallet/support';

const database = useTestDatabase();

function callback(body: string, signature: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers[SANDBOX_IDENTITY_SIGNATURE_HEADER] = signature;
  return callbackRoute(apiRequest('/v1/identity-verification/sandbox/callback', { method: 'POST', rawBody: body, headers }));
}

// Delivers the sandbox's signed callbacks straight to the callback route, as its HTTP POST would.
const sandbox = new SandboxIdentityVerifier({
  secret: 'identity-sandbox-test-secret',
  apiBaseUrl: 'http://localhost/api',
  deliver: async (body, signature) => {
    const response = await callback(body, signature);
    if (!response.ok) throw new Error(`callback answered ${response.status}`);
    return response.json();
  },
});

beforeAll(() => setIdentityVerifierForTests(sandbox));
afterAll(() => setIdentityVerifierForTests(undefined));

async function check(playerId: number | null, body: unknown) {
  const headers: Record<string, string> = playerId === null ? {} : { authorization: `Bearer ${await identityTokenFor(playerId)}` };
  const response = await checkRoute(apiRequest('/v1/identity-verification/sandbox/check', { method: 'POST', body, headers }));
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

async function kycStatusOf(playerId: number): Promise<KycStatus> {
  const [row] = await database().handle.db.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, playerId));
  return row.kycStatus;
}

describe('the sandbox identity-verification vendor', () => {
  it('verifies the signed-in player through its signed callback: the profile says so and the withdrawal gate opens', async () => {
    const playerId = await insertPlayer(database().handle.db, 'new@example.com');
    const wallet = walletClient(playerId);
    expect((await wallet.requestWithdrawal({ amount: 100 })).body).toMatchObject({ result: 'DOCUMENTS_REQUIRED' });

    const answer = await check(playerId, { outcome: 'APPROVED' });
    expect(answer.status).toBe(200);
    expect(identityCheckResultSchema.strict().parse(answer.body)).toEqual({
      checkReference: expect.stringMatching(/^idv_[0-9a-f-]{36}$/),
      outcome: 'APPROVED',
      kycStatus: 'FULLY VERIFIED',
    });
    const profile = await profileRoute(apiRequest('/v1/player', { headers: { authorization: `Bearer ${await identityTokenFor(playerId)}` } }));
    expect((await readJson(profile)).kycStatus).toBe('FULLY VERIFIED');
    // Verified, the next rule decides: nothing to withdraw yet.
    expect((await wallet.requestWithdrawal({ amount: 100 })).body).toMatchObject({ result: 'NOT_ENOUGH_FUNDS' });
  });

  it('follows the vendor: under review, then declined; a verified identity or an operator level is not taken back', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'review@example.com');
    expect((await check(playerId, { outcome: 'PENDING' })).body).toMatchObject({ outcome: 'PENDING', kycStatus: 'PENDING' });
    expect((await check(playerId, { outcome: 'DECLINED' })).body).toMatchObject({ outcome: 'DECLINED', kycStatus: 'NOT_VERIFIED' });
    expect((await check(playerId, { outcome: 'APPROVED' })).body).toMatchObject({ kycStatus: 'FULLY VERIFIED' });
    expect((await check(playerId, { outcome: 'DECLINED' })).body).toMatchObject({ kycStatus: 'FULLY VERIFIED' });

    const suspended = await insertPlayer(db, 'suspended@example.com');
    await db.update(players).set({ kycStatus: 'SUSPENDED' }).where(eq(players.playerId, suspended));
    expect((await check(suspended, { outcome: 'APPROVED' })).body).toMatchObject({ kycStatus: 'SUSPENDED' });
    expect(await kycStatusOf(suspended)).toBe('SUSPENDED');
  });

  it('refuses anonymous callers and outcomes it does not know, changing nothing', async () => {
    const playerId = await insertPlayer(database().handle.db, 'x@example.com');
    expect((await check(null, { outcome: 'APPROVED' })).status).toBe(401);
    for (const body of [{ outcome: 'VERIFIED' }, { outcome: 'APPROVED', playerId: 2 }, {}]) {
      const answer = await check(playerId, body);
      expect([answer.status, answer.body.code]).toEqual([400, 'error.request.validation']);
    }
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');
  });

  it('applies only callbacks signed with its secret; the same result again changes nothing', async () => {
    const playerId = await insertPlayer(database().handle.db, 'cb@example.com');
    const honest = sandbox.signCallback({ checkReference: 'idv_00000000-0000-4000-8000-000000000001', playerId, outcome: 'APPROVED' });
    expect((await callback(honest.body, null)).status).toBe(401);
    expect((await callback(honest.body.replace('APPROVED', 'PENDING'), honest.signature)).status).toBe(401);
    const forger = new SandboxIdentityVerifier({ secret: 'guessed', apiBaseUrl: '' });
    const forged = forger.signCallback({ checkReference: 'idv_00000000-0000-4000-8000-000000000002', playerId, outcome: 'APPROVED' });
    const refused = await callback(forged.body, forged.signature);
    expect([refused.status, (await readJson(refused)).code]).toEqual([401, 'error.webhook.signature_invalid']);
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');

    const answers = await Promise.all([callback(honest.body, honest.signature), callback(honest.body, honest.signature)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await readJson(answers[1])).toEqual({
      checkReference: 'idv_00000000-0000-4000-8000-000000000001',
      outcome: 'APPROVED',
      kycStatus: 'FULLY VERIFIED',
    });
    const unknown = sandbox.signCallback({ checkReference: 'idv_00000000-0000-4000-8000-000000000003', playerId: playerId + 1000, outcome: 'APPROVED' });
    expect((await callback(unknown.body, unknown.signature)).status).toBe(404);
  });

  it('answers 503 and changes nothing when its callback cannot be delivered', async () => {
    const playerId = await insertPlayer(database().handle.db, 'down@example.com');
    setIdentityVerifierForTests(
      new SandboxIdentityVerifier({ apiBaseUrl: 'http://localhost/api', deliver: async () => Promise.reject(new Error('vendor down')) }),
    );
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await check(playerId, { outcome: 'APPROVED' });
      expect([answer.status, answer.body.code]).toEqual([503, 'error.system.unavailable']);
    } finally {
      quiet.mockRestore();
      setIdentityVerifierForTests(sandbox);
    }
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');
  });
});

describe('where the sandbox vendor exists', () => {
  type Routes = { check: (request: Request) => Promise<Response>; callback: (request: Request) => Promise<Response> };

  function loadRoutesWith(environment: Record<string, string | undefined>): Routes {
    const previous = Object.fromEntries(Object.keys(environment).map((key) => [key, process.env[key]]));
    const apply = (values: Record<string, string | undefined>) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    };
    let routes: Routes | undefined;
    apply(environment);
    try {
      jest.isolateModules(() => {
        routes = {
          check: (require('@/app/api/v1/identity-verification/sandbox/check/route') as { POST: Routes['check'] }).POST,
          callback: (require('@/app/api/v1/identity-verification/sandbox/callback/route') as { POST: Routes['callback'] }).POST,
        };
      });
    } finally {
      apply(previous);
    }
    if (!routes) throw new Error('routes not loaded');
    return routes;
  }

  it('does not exist in production mode without IDENTITY_VERIFICATION_SANDBOX_ENABLED (404), and the level stays', async () => {
    const playerId = await insertPlayer(database().handle.db, 'prod@example.com');
    const routes = loadRoutesWith({ NODE_ENV: 'production', IDENTITY_VERIFICATION_SANDBOX_ENABLED: undefined });
    const checked = await routes.check(
      apiRequest('/v1/identity-verification/sandbox/check', {
        method: 'POST',
        body: { outcome: 'APPROVED' },
        headers: { authorization: `Bearer ${await identityTokenFor(playerId)}` },
      }),
    );
    expect([checked.status, (await readJson(checked)).code]).toEqual([404, 'error.not_found']);
    const signed = sandbox.signCallback({ checkReference: 'idv_00000000-0000-4000-8000-000000000004', playerId, outcome: 'APPROVED' });
    const called = await routes.callback(
      apiRequest('/v1/identity-verification/sandbox/callback', {
        method: 'POST',
        rawBody: signed.body,
        headers: { [SANDBOX_IDENTITY_SIGNATURE_HEADER]: signed.signature },
      }),
    );
    expect(called.status).toBe(404);
    expect(await kycStatusOf(playerId)).toBe('NOT_VERIFIED');
  });

  it('answers in production mode when switched on (a local demo; the start refuses the switch on a public SITE_URL)', async () => {
    const playerId = await insertPlayer(database().handle.db, 'demo-site@example.com');
    const routes = loadRoutesWith({ NODE_ENV: 'production', IDENTITY_VERIFICATION_SANDBOX_ENABLED: 'true', SITE_URL: 'http://127.0.0.1:3000' });
    const checked = await routes.check(
      apiRequest('/v1/identity-verification/sandbox/check', {
        method: 'POST',
        body: { outcome: 'APPROVED' },
        headers: { authorization: `Bearer ${await identityTokenFor(playerId)}` },
      }),
    );
    expect(checked.status).toBe(200);
    expect(await kycStatusOf(playerId)).toBe('FULLY VERIFIED');
    expect(() =>
      loadRoutesWith({ NODE_ENV: 'production', IDENTITY_VERIFICATION_SANDBOX_ENABLED: 'true', SITE_URL: 'https://www.luckyharbour.example' }),
    ).toThrow(/IDENTITY_VERIFICATION_SANDBOX_ENABLED: refused because SITE_URL is not a loopback origin/);
  });
});
