import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { bonusAssignments, ledgerOperations } from '@/server/db/schema';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { forfeitBonus } from '@/server/domains/bonus/forfeit-bonus';
import { TEST_DATABASE_URL } from '../support/test-db';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { callSeamless, fund, openSession } from '../games/support';
import { accountBalance, codeCampaign, SLOT_GAME, withPool as withPool_ } from './support';

// Claims and bonus bets under concurrency (issue 23 items 2–3): hundreds of claims of one player at once leave one
// running bonus and one grant; concurrent bonus bets and a forfeit never create or lose money. PGlite runs one
// statement at a time, so this is PostgreSQL only.
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
if (!TEST_DATABASE_URL) console.info('bonus-concurrency: skipped on PGlite (single connection); runs in the PostgreSQL pass');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onPostgres('bonus claims and bets under concurrency (PostgreSQL)', () => {
  const database = useTestDatabase();

  const withPool = (work: (pool: DatabaseHandle) => Promise<void>) => withPool_(database().handle, work);

  it('300 concurrent claims of one player (two campaigns, many claims allowed) start exactly one bonus', () =>
    withPool(async (pool) => {
      const { db } = database().handle;
      const playerId = await insertPlayer(db, 'claims@example.com');
      const first = await codeCampaign(db, { maxClaimsPerPlayer: 1000 });
      const second = await codeCampaign(db, { maxClaimsPerPlayer: 1000 });
      const results = await Promise.allSettled(
        Array.from({ length: 300 }, (_, i) => claimReward(pool.db, { playerId, campaignId: (i % 2 ? first : second).campaignId, viaBonusCode: true })),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as { code?: string }).code).toBe('error.bonus.active.already.exists');
      }
      const rows = await db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId));
      expect(rows).toHaveLength(1);
      const grants = await db
        .select()
        .from(ledgerOperations)
        .where(and(eq(ledgerOperations.playerId, playerId), eq(ledgerOperations.category, 'BONUS')));
      expect(grants).toHaveLength(1);
      expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(1000n);
    }));

  it('300 concurrent claims of a once-only campaign after a forfeit: the claim limit holds', () =>
    withPool(async (pool) => {
      const { db } = database().handle;
      const playerId = await insertPlayer(db, 'once@example.com');
      const campaign = await codeCampaign(db, { maxClaimsPerPlayer: 2 });
      const first = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });
      await forfeitBonus(db, { playerId, assignmentId: first.assignmentId });
      const results = await Promise.allSettled(
        Array.from({ length: 300 }, () => claimReward(pool.db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rows = await db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId));
      expect(rows.map((row) => row.claimNumber).sort((a, b) => a - b)).toEqual([1, 2]);
    }));

  it('concurrent bonus bets and a forfeit keep the books balanced and balances non-negative', () =>
    withPool(async (pool) => {
      const { db } = database().handle;
      const playerId = await insertPlayer(db, 'bets@example.com');
      await fund(db, playerId, 300n);
      const campaign = await codeCampaign(db);
      const assignment = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });
      const { token } = await openSession(db, playerId, SLOT_GAME);
      const { setDatabaseForTests } = await import('@/server/db/get-database');
      setDatabaseForTests(pool);
      try {
        await Promise.all([
          ...Array.from({ length: 40 }, (_, i) => callSeamless('bet', { token, transactionId: `cb-${i}`, roundId: `cr-${i}`, gameId: SLOT_GAME, amount: 100 })),
          sleep(20).then(() => forfeitBonus(pool.db, { playerId, assignmentId: assignment.assignmentId })),
        ]);
      } finally {
        setDatabaseForTests(database().handle);
      }
      expect(await readInvariants(db)).toEqual(HEALTHY);
      expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
      const wagered = await executeRows<{ stakes: string; main: string }>(
        db,
        sql`select coalesce(sum(amount), 0)::text as stakes from game_transactions where player_id = ${playerId} and kind = 'BET'`,
      );
      // Every accepted bet was paid: 300 cash + what the bonus paid before the forfeit.
      const [ended] = await db.select().from(bonusAssignments).where(eq(bonusAssignments.assignmentId, assignment.assignmentId));
      expect(BigInt(wagered[0].stakes)).toBe(300n + 1000n - ended.forfeitedAmount!);
    }));
});
