import { and, eq, sql } from 'drizzle-orm';
import { bonusAssignments, ledgerOperations } from '@/server/db/schema';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { completeBonus } from '@/server/domains/bonus/complete-bonus';
import { recordConsent } from '@/server/domains/bonus/consent';
import { setCampaignLink } from '@/server/domains/bonus/campaign-settings';
import { sweepBonuses } from '@/server/domains/bonus/sweep-bonuses';
import { completeRegistrationIfReady } from '@/server/domains/identity/registration-state';
import { players } from '@/server/db/schema';
import { TEST_DATABASE_URL } from '../support/test-db';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { accountBalance, codeCampaign, withPool } from './support';

// The triggers and the consent gate under concurrency (PostgreSQL only: PGlite runs one statement at a time). The
// after-bet completion and the sweep racing offer a linked follow-up exactly once; racing sign-up completions offer
// the registration reward once; hundreds of claims of a consented reward start one bonus.
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
if (!TEST_DATABASE_URL) console.info('bonus-triggers-concurrency: skipped on PGlite (single connection); runs in the PostgreSQL pass');

onPostgres('bonus triggers under concurrency (PostgreSQL)', () => {
  const database = useTestDatabase();

  it('100 racing completions (after-bet and sweep) convert once and offer the linked follow-up exactly once', () =>
    withPool(database().handle, async (pool) => {
      const { db } = database().handle;
      const followUp = await codeCampaign(db, { kind: 'TRIGGERED', triggerType: 'LINKED_CAMPAIGN', bonusCode: null, fixedAmount: '700' });
      const first = await codeCampaign(db);
      await setCampaignLink(db, first.slug, followUp.slug);
      const playerId = await insertPlayer(db, 'linked-race@example.com');
      const running = await claimReward(db, { playerId, campaignId: first.campaignId, viaBonusCode: true });
      await db
        .update(bonusAssignments)
        .set({ wagered: sql`wagering_required`, wageringReachedAt: new Date() })
        .where(eq(bonusAssignments.assignmentId, running.assignmentId));

      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          i % 2 ? completeBonus(pool.db, { playerId, assignmentId: running.assignmentId }) : sweepBonuses(pool.db, { playerId }),
        ),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const rows = await db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId)).orderBy(bonusAssignments.assignmentId);
      expect(rows.map((row) => [row.campaignId, row.state, row.offeredBy])).toEqual([
        [first.campaignId, 'COMPLETED', null],
        [followUp.campaignId, 'ELIGIBLE', `LINKED:${running.assignmentId}`],
      ]);
      const conversions = await db
        .select()
        .from(ledgerOperations)
        .where(and(eq(ledgerOperations.playerId, playerId), eq(ledgerOperations.category, 'BONUS'), eq(ledgerOperations.type, 'WIN')));
      expect(conversions).toHaveLength(1);
      expect(await readInvariants(db)).toEqual(HEALTHY);
    }));

  it('50 racing sign-up completions register the player once and offer the registration reward once', () =>
    withPool(database().handle, async (pool) => {
      const { db } = database().handle;
      const campaign = await codeCampaign(db, { kind: 'MANUAL', triggerType: 'REGISTRATION_WITH_TIMEFRAME', bonusCode: null, registrationDays: 7 });
      const playerId = await insertPlayer(db, 'signup-race@example.com');
      const now = new Date();
      await db.update(players).set({ status: 'PRE_REGISTERED', profileCompletedAt: now, mobilePhoneVerifiedAt: now }).where(eq(players.playerId, playerId));

      const results = await Promise.allSettled(Array.from({ length: 50 }, () => completeRegistrationIfReady(pool.db, playerId)));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(new Set(results.map((result) => result.status === 'fulfilled' && result.value.status))).toEqual(new Set(['REGISTERED']));
      const rows = await db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId));
      expect(rows).toEqual([expect.objectContaining({ campaignId: campaign.campaignId, state: 'ELIGIBLE', offeredBy: 'REGISTRATION' })]);
    }));

  it('200 concurrent claims of a reward that requires consent: refused before the consent, one bonus after it', () =>
    withPool(database().handle, async (pool) => {
      const { db } = database().handle;
      const campaign = await codeCampaign(db, { requiresConsent: true, maxClaimsPerPlayer: 1000 });
      const playerId = await insertPlayer(db, 'consent-race@example.com');
      const claimAll = () =>
        Promise.allSettled(Array.from({ length: 100 }, () => claimReward(pool.db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true })));

      const before = await claimAll();
      expect(before.every((result) => result.status === 'rejected' && (result.reason as { code?: string }).code === 'error.bonus.consent.required')).toBe(true);
      expect(await db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId))).toEqual([]);

      await recordConsent(db, playerId, { agreed: true, campaignId: campaign.campaignId });
      const after = await claimAll();
      expect(after.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of after) {
        if (result.status === 'rejected') expect((result.reason as { code?: string }).code).toBe('error.bonus.active.already.exists');
      }
      expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(1000n);
      expect(await readInvariants(db)).toEqual(HEALTHY);
    }));
});
