import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { loginHistory, outboxMessages } from '@/server/db/schema';
import { insertPlayer } from './support/players';
import { useTestDatabase } from './support/setup';

// database().truncate() deletes only from the tables a test filled, with triggers off; these check it still empties
// every table and restarts every identity, including a sequence whose rows were deleted or rolled back (an empty
// table, a used sequence).
const database = useTestDatabase();

async function nonEmptyTables(db: Database): Promise<string[]> {
  const tables = await executeRows<{ name: string }>(db, sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`);
  expect(tables.length).toBeGreaterThan(30);
  const [row] = await executeRows<Record<string, boolean>>(
    db,
    sql.raw(`select ${tables.map(({ name }) => `exists (select 1 from ${name}) as ${name}`).join(', ')}`),
  );
  return tables
    .map(({ name }) => name)
    .filter((name) => row[name])
    .sort();
}

async function insertLogin(db: Database, playerId: number): Promise<number> {
  const [row] = await db.insert(loginHistory).values({ playerId, playerAccessId: 'pa_truncate' }).returning({ id: loginHistory.id });
  return row.id;
}

async function insertOutbox(db: Database): Promise<number> {
  const [row] = await db.insert(outboxMessages).values({ channel: 'EMAIL', recipient: 'a@example.com', body: 'hello' }).returning({ id: outboxMessages.id });
  return row.id;
}

async function expectFreshIdentities(db: Database): Promise<void> {
  const playerId = await insertPlayer(db);
  expect(playerId).toBe(1);
  expect(await insertLogin(db, playerId)).toBe(1);
  expect(await insertOutbox(db)).toBe(1);
}

describe('the test database truncate', () => {
  it('empties referencing tables and restarts a sequence used by rows since deleted', async () => {
    const { db } = database().handle;
    await insertPlayer(db, 'first@example.com');
    const playerId = await insertPlayer(db, 'second@example.com');
    expect(await insertLogin(db, playerId)).toBe(1);
    expect(await insertLogin(db, playerId)).toBe(2);
    expect(await insertOutbox(db)).toBe(1);
    await db.delete(outboxMessages);
    expect(await nonEmptyTables(db)).toEqual(['login_history', 'players']);

    await database().truncate();

    expect(await nonEmptyTables(db)).toEqual([]);
    await expectFreshIdentities(db);
  });

  it('restarts sequences used by a rolled-back transaction', async () => {
    const { db } = database().handle;
    const rollback = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await insertLogin(tx, await insertPlayer(tx));
        await insertOutbox(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await nonEmptyTables(db)).toEqual([]);

    await database().truncate();

    await expectFreshIdentities(db);
  });
});
