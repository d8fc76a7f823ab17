import { count, eq, sql } from 'drizzle-orm';
import { executeRows } from '@/server/db/execute-rows';
import { migrateDatabase } from '@/server/db/migrate';
import { players } from '@/server/db/schema';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '@/server/db/seed/demo-players';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { verifyPassword } from '@/server/domains/identity/password';
import { useTestDatabase } from './support/setup';

const database = useTestDatabase();
// Hashing four demo passwords at N=2^15 takes a moment on two cores.
const SEED_TIMEOUT_MS = 30_000;

async function appliedMigrations(): Promise<number> {
  const [row] = await executeRows<{ n: number }>(database().handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row.n;
}

describe('migrations', () => {
  it('are idempotent: a second run applies nothing and keeps data', async () => {
    const before = await appliedMigrations();
    expect(before).toBeGreaterThan(0);
    await database().handle.db.insert(players).values({
      email: 'keep@example.com',
      passwordHash: 'x',
      firstName: 'Keep',
      lastName: 'Me',
      countryCode: 'FI',
      languageCode: 'en',
      currencyCode: 'EUR',
    });
    await migrateDatabase(database().handle);
    await migrateDatabase(database().handle);
    expect(await appliedMigrations()).toBe(before);
    expect((await database().handle.db.select({ n: count() }).from(players))[0].n).toBe(1);
  });

  it('enforce the spec enumerations and lower-case emails in the database itself', async () => {
    const base = { passwordHash: 'x', firstName: 'A', lastName: 'B', countryCode: 'FI', languageCode: 'en', currencyCode: 'EUR' };
    const { db } = database().handle;
    await expect(
      db.execute(sql`insert into players (email, password_hash, first_name, last_name, country_code, language_code, currency_code, status)
      values ('a@example.com', 'x', 'A', 'B', 'FI', 'en', 'EUR', 'ACTIVE')`),
    ).rejects.toThrow();
    await expect(db.insert(players).values({ ...base, email: 'Upper@Example.com' })).rejects.toThrow();
    await db.insert(players).values({ ...base, email: 'kyc@example.com', kycStatus: 'FULLY VERIFIED' });
  });
});

describe('seed', () => {
  it(
    'creates the demo players once; a second run changes no counts and keeps password hashes',
    async () => {
      const { db } = database().handle;
      const first = await seedDatabase(db);
      expect(first.created).toHaveLength(DEMO_PLAYERS.length);
      const hashes = await db.select({ email: players.email, passwordHash: players.passwordHash }).from(players);

      const second = await seedDatabase(db);
      expect(second).toEqual({ created: [], updated: first.created });
      expect((await db.select({ n: count() }).from(players))[0].n).toBe(DEMO_PLAYERS.length);
      expect(await db.select({ email: players.email, passwordHash: players.passwordHash }).from(players)).toEqual(hashes);
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'stores the demo player as the README describes, with a verifiable scrypt hash',
    async () => {
      const { db } = database().handle;
      await seedDatabase(db);
      const [demo] = await db.select().from(players).where(eq(players.email, 'demo@example.com'));
      expect(demo).toMatchObject({ countryCode: 'FI', currencyCode: 'EUR', languageCode: 'fi', status: 'REGISTERED', kycStatus: 'NOT_VERIFIED' });
      expect(demo.playerId).toEqual(expect.any(Number));
      expect(demo.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(await verifyPassword(DEMO_PASSWORD, demo.passwordHash)).toBe(true);
      const [ontario] = await db.select().from(players).where(eq(players.email, 'ontario@example.com'));
      expect(ontario).toMatchObject({ countryCode: 'CA', provinceCode: 'ON', currencyCode: 'CAD' });
      const blocked = await db.select({ status: players.status, payout: players.payout }).from(players);
      expect(blocked).toEqual(
        expect.arrayContaining([
          { status: 'SELF_EXCLUDED', payout: false },
          { status: 'PAYOUT', payout: true },
        ]),
      );
    },
    SEED_TIMEOUT_MS,
  );
});
