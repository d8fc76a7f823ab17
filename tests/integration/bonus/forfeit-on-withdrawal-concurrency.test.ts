import { and, eq, sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import type { DatabaseHandle } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { bonusAssignments, ledgerOperations } from '@/server/db/schema';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { requestWithdrawal } from '@/server/domains/wallet/request-withdrawal';
import { TEST_DATABASE_URL } from '../support/test-db';
import { useTestDatabase } from '../support/setup';
import { HEALTHY, insertVerifiedPlayer, readInvariants } from '../ledger/support/ledger-fixtures';
import { accountBalance, codeCampaign } from './support';

// Forfeit on withdrawal under concurrency: hundreds of withdrawal requests of one player at once, with and without
// consent, forfeit the running bonus exactly once, reserve no more than the cash, and never leave a balance
// negative. PGlite runs one statement at a time, so this is PostgreSQL only.
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
if (!TEST_DATABASE_URL) console.info('forfeit-on-withdrawal-concurrency: skipped on PGlite (single connection); runs in the PostgreSQL pass');

jest.setTimeout(180_000);

onPostgres('forfeit on withdrawal under concurrency (PostgreSQL)', () => {
  const database = useTestDatabase();

  it('300 concurrent withdrawals (half with consent): one forfeit, cash reserved at most once, no negative balance', async () => {
    const { db } = database().handle;
    const [{ name }] = await executeRows<{ name: string }>(db, sql`select current_database() as name`);
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const pool: DatabaseHandle = await createDatabase({ url: url.toString(), maxConnections: 16 });
    try {
      const playerId = await insertVerifiedPlayer(db, 'race@example.com');
      await creditDeposit(db, { playerId, amount: 10_000n, providerReference: 'psp-race' });
      const campaign = await codeCampaign(db);
      const assignment = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });

      const results = await Promise.allSettled(
        Array.from({ length: 300 }, (_, i) =>
          requestWithdrawal(pool.db, playerId, { amount: 1_000n, idempotencyKey: `race-${i}`, forfeitActiveBonuses: i % 2 === 0 }),
        ),
      );
      const reserved = results.filter((result) => result.status === 'fulfilled' && result.value.result === 'SUCCESS');
      expect(reserved).toHaveLength(10);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as { code?: string }).code).toBe('error.withdrawal.bonus.active');
        else expect(['SUCCESS', 'NOT_ENOUGH_FUNDS']).toContain(result.value.result);
      }
      const forfeits = await db
        .select()
        .from(ledgerOperations)
        .where(and(eq(ledgerOperations.playerId, playerId), eq(ledgerOperations.type, 'FORFEIT')));
      expect(forfeits).toHaveLength(1);
      const [row] = await db.select().from(bonusAssignments).where(eq(bonusAssignments.assignmentId, assignment.assignmentId));
      expect(row).toMatchObject({ state: 'FORFEITED', forfeitedAmount: 1_000n });
      expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(0n);
      expect(await accountBalance(db, 'PLAYER', playerId, 'LOCKED')).toBe(10_000n);
      expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
      expect(await readInvariants(db)).toEqual(HEALTHY);
    } finally {
      await pool.close();
    }
  });
});
