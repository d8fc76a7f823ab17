import { eq } from 'drizzle-orm';
import { GET as getMigrationRoute, POST as postMigrationRoute } from '@/app/api/v1/player/migration/route';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { migrationAnswerSchema, migrationCreatedSchema } from '@/lib/account-migration/schemas';
import { accountMigrations } from '@/server/db/schema';
import { decideMigration, listOpenMigrations, MigrationDecisionError } from '@/server/domains/account-migration';
import { setRateLimiter } from '@/server/http/rate-limit';
import { apiRequest, readJson } from '../support/http';
import { useTestDatabase } from '../support/setup';
import { get, insertRegistered, playerRow, signInToken, type ErrorBody } from '../identity/support';
import { parallelRequests } from '../support/parallel';

// GET/POST /player/migration (identity-and-account.md §7) through the route handlers, and the support desk's
// decisions (scripts/account-migrations.ts calls the same operations), on PGlite and PostgreSQL.
const database = useTestDatabase();
jest.setTimeout(240_000);
const db = () => database().handle.db;

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const migration = {
  get: (token: string | null) => getMigrationRoute(apiRequest('/v1/player/migration', { headers: bearer(token) })),
  post: (token: string | null, body: unknown) => postMigrationRoute(apiRequest('/v1/player/migration', { method: 'POST', body, headers: bearer(token) })),
};

async function errorOf(response: Response, status: number): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = await readJson<ErrorBody>(response);
  expect(body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  return body;
}

/** An Albertan player (signed in) and a Finnish one, whose request must stay out of reach. */
async function twoPlayers() {
  const me = await insertRegistered(db(), { countryCode: 'CA', provinceCode: 'AB', currencyCode: 'CAD', languageCode: 'ca' });
  const other = await insertRegistered(db(), { email: 'other@example.com', mobilePhoneNumber: '407776655' });
  return { me, other, token: await signInToken(), otherToken: await signInToken('other@example.com') };
}

beforeEach(() => setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) }));

describe('/player/migration', () => {
  it('needs a session: 401 error.unauthorized for GET and POST', async () => {
    expect((await errorOf(await migration.get(null), 401)).code).toBe('error.unauthorized');
    expect((await errorOf(await migration.post(null, { toMarket: 'CA', toProvince: 'ON' }), 401)).code).toBe('error.unauthorized');
    expect(await db().$count(accountMigrations)).toBe(0);
  });

  it('answers none, files the Ontario move (201), then shows it; another player sees only their own', async () => {
    const { me, token, otherToken } = await twoPlayers();
    expect(migrationAnswerSchema.parse(await readJson(await migration.get(token)))).toEqual({ migration: null });
    const created = await migration.post(token, { toMarket: 'ca', toProvince: 'on' });
    expect(created.status).toBe(201);
    const { migration: filed } = migrationCreatedSchema.parse(await readJson(created));
    expect(filed).toEqual({
      migrationId: expect.any(String),
      fromMarket: 'CA',
      toMarket: 'CA',
      toProvince: 'ON',
      status: 'REQUESTED',
      requestedAt: expect.any(String),
    });
    expect(migrationAnswerSchema.parse(await readJson(await migration.get(token)))).toEqual({ migration: filed });
    expect(migrationAnswerSchema.parse(await readJson(await migration.get(otherToken)))).toEqual({ migration: null });
    const [row] = await db().select().from(accountMigrations).where(eq(accountMigrations.migrationId, filed.migrationId));
    expect(row).toMatchObject({ playerId: me, fromCountry: 'CA', fromProvince: 'AB', decidedAt: null, decidedBy: null });
    // The other player's request is theirs alone, and does not block mine (or mine theirs).
    expect((await migration.post(otherToken, { toMarket: 'DE' })).status).toBe(201);
    expect((await readJson<{ migration: { toMarket: string } }>(await migration.get(token))).migration.toMarket).toBe('CA');
  });

  it('a second open request is 409 error.account.migration.open and files nothing', async () => {
    const { token } = await twoPlayers();
    expect((await migration.post(token, { toMarket: 'CA', toProvince: 'ON' })).status).toBe(201);
    expect((await errorOf(await migration.post(token, { toMarket: 'FI' }), 409)).code).toBe('error.account.migration.open');
    expect(await db().$count(accountMigrations)).toBe(1);
  });

  it.each([
    ['an unknown market', { toMarket: 'XX' }, 'toMarket', 'unknown_market'],
    ['the own market without crossing Ontario', { toMarket: 'CA', toProvince: 'BC' }, 'toMarket', 'same_market'],
    ['Canada without a province', { toMarket: 'CA' }, 'toProvince', 'province_required'],
    ['a province outside Canada', { toMarket: 'FI', toProvince: 'ON' }, 'toProvince', 'province_not_allowed'],
    ['an unknown province', { toMarket: 'CA', toProvince: 'ZZ' }, 'toProvince', 'unknown_province'],
  ])('refuses %s with a 400 field error and files nothing', async (_label, body, field, code) => {
    const { token } = await twoPlayers();
    const error = await errorOf(await migration.post(token, body), 400);
    expect(error.code).toBe('error.request.validation');
    expect(error.fieldErrors?.[0]).toMatchObject({ objectName: 'migration', field, code });
    expect(await db().$count(accountMigrations)).toBe(0);
  });

  it.each([
    ['no body', undefined],
    ['a three-letter market', { toMarket: 'CAN' }],
    ['an unknown field', { toMarket: 'DE', playerId: 2 }],
    ['a number', { toMarket: 7 }],
  ])('refuses %s with 400', async (_label, body) => {
    const { token } = await twoPlayers();
    const response = await migration.post(token, body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await db().$count(accountMigrations)).toBe(0);
  });
});

describe('the support desk (npm run account-migrations)', () => {
  it('lists open requests; approving moves the account into Ontario, records the operator and signs every session out', async () => {
    const { me, token } = await twoPlayers();
    const { migration: filed } = migrationCreatedSchema.parse(await readJson(await migration.post(token, { toMarket: 'CA', toProvince: 'ON' })));
    expect((await listOpenMigrations(db())).map((m) => m.migrationId)).toEqual([filed.migrationId]);
    const inReview = await decideMigration(db(), { migrationId: filed.migrationId, decision: 'IN_REVIEW', operator: 'desk.anna' });
    expect(inReview.migration.status).toBe('IN_REVIEW');
    expect((await readJson<{ migration: { status: string } }>(await migration.get(token))).migration.status).toBe('IN_REVIEW');
    const now = new Date('2026-11-27T09:00:00Z');
    const { migration: done, sessionsEnded } = await decideMigration(db(), {
      migrationId: filed.migrationId,
      decision: 'COMPLETED',
      operator: 'desk.anna',
      now,
    });
    expect(done).toMatchObject({ status: 'COMPLETED', decidedBy: 'desk.anna', decidedAt: now });
    expect(sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await playerRow(db(), me)).toMatchObject({ countryCode: 'CA', provinceCode: 'ON', currencyCode: 'CAD', languageCode: 'ca' });
    // Signed out everywhere: the old session no longer reads anything.
    expect((await getPlayer(get('/v1/player', bearer(token)))).status).toBe(401);
    const fresh = await signInToken();
    expect(migrationAnswerSchema.parse(await readJson(await migration.get(fresh))).migration).toMatchObject({
      status: 'COMPLETED',
      decidedAt: now.toISOString(),
    });
    expect(await listOpenMigrations(db())).toEqual([]);
    // Decided once: a second decision changes nothing; and a new request may be filed.
    await expect(decideMigration(db(), { migrationId: filed.migrationId, decision: 'REJECTED', operator: 'desk.bo' })).rejects.toBeInstanceOf(
      MigrationDecisionError,
    );
    expect((await migration.post(fresh, { toMarket: 'CA', toProvince: 'AB' })).status).toBe(201);
  });

  it('approving a move to another market gives the account that market’s country and language and no province', async () => {
    const { me, token } = await twoPlayers();
    const { migration: filed } = migrationCreatedSchema.parse(await readJson(await migration.post(token, { toMarket: 'FI' })));
    await decideMigration(db(), { migrationId: filed.migrationId, decision: 'COMPLETED', operator: 'desk.anna' });
    expect(await playerRow(db(), me)).toMatchObject({ countryCode: 'FI', provinceCode: null, languageCode: 'en', currencyCode: 'CAD' });
  });

  it('rejecting records the operator, leaves the account where it is and keeps the player signed in', async () => {
    const { me, token } = await twoPlayers();
    const { migration: filed } = migrationCreatedSchema.parse(await readJson(await migration.post(token, { toMarket: 'CA', toProvince: 'ON' })));
    const { migration: rejected, sessionsEnded } = await decideMigration(db(), { migrationId: filed.migrationId, decision: 'REJECTED', operator: 'desk.bo' });
    expect(rejected).toMatchObject({ status: 'REJECTED', decidedBy: 'desk.bo', decidedAt: expect.any(Date) });
    expect(sessionsEnded).toBe(0);
    expect(await playerRow(db(), me)).toMatchObject({ countryCode: 'CA', provinceCode: 'AB' });
    expect(migrationAnswerSchema.parse(await readJson(await migration.get(token))).migration).toMatchObject({
      status: 'REJECTED',
      decidedAt: expect.any(String),
    });
    await expect(
      decideMigration(db(), { migrationId: '00000000-0000-4000-8000-000000000000', decision: 'COMPLETED', operator: 'desk.bo' }),
    ).rejects.toBeInstanceOf(MigrationDecisionError);
  });
});

describe('one open request under concurrency', () => {
  const REQUESTS = parallelRequests(200, 30);
  it(`${REQUESTS} parallel POSTs file exactly one request; the rest are 409 error.account.migration.open`, async () => {
    const { me, token } = await twoPlayers();
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => migration.post(token, i % 2 === 0 ? { toMarket: 'CA', toProvince: 'ON' } : { toMarket: 'FI' })),
    );
    const counts: Record<string, number> = {};
    for (const response of responses) {
      const key = response.status === 201 ? 'created' : (await readJson<ErrorBody>(response)).code;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    console.info('[concurrency] migration requests', counts);
    expect(counts).toEqual({ created: 1, 'error.account.migration.open': REQUESTS - 1 });
    expect(await db().$count(accountMigrations, eq(accountMigrations.playerId, me))).toBe(1);
  });
});
