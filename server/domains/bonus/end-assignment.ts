import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, bonusCampaigns, type BonusAssignmentRow } from '@/server/db/schema';
import { executeOperation, HOUSE, playerAccount, transfer } from '@/server/domains/ledger';
import { conversionOf } from '@/lib/bonus/wagering';
import { lockWallet } from './lock-wallet';
import { offerLinkedReward } from './offer-reward';

export type Ending = 'COMPLETED' | 'FORFEITED' | 'EXPIRED';

/**
 * Ends a running bonus inside the caller's transaction: takes the wallet lock, then moves the whole BONUS account
 * balance out (the account holds only this bonus's money: one running bonus per vertical). COMPLETED converts what
 * conversionOf allows to MAIN (type WIN, category BONUS) and forfeits the rest; FORFEITED and EXPIRED forfeit it all
 * to the HOUSE (type FORFEIT). Idempotent: keys per assignment, and an assignment no longer ACTIVATED is answered as
 * it is. A COMPLETED bonus of a campaign with a linked follow-up offers the follow-up (offerLinkedReward). Returns null
 * when there is no such assignment of this player.
 */
export async function endAssignment(
  tx: Database,
  input: { playerId: number; assignmentId: number; ending: Ending; now?: Date },
): Promise<{ assignment: BonusAssignmentRow; ended: boolean } | null> {
  const [peek] = await tx
    .select({ currency: bonusAssignments.currency })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.assignmentId, input.assignmentId), eq(bonusAssignments.playerId, input.playerId)));
  if (!peek) return null;
  const balances = await lockWallet(tx, input.playerId, peek.currency);
  const [row] = await tx
    .select({
      assignment: bonusAssignments,
      stickiness: bonusCampaigns.stickiness,
      maxConversion: bonusCampaigns.maxConversion,
      linkedCampaignId: bonusCampaigns.linkedCampaignId,
    })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(eq(bonusAssignments.assignmentId, input.assignmentId));
  const assignment = row.assignment;
  if (assignment.state !== 'ACTIVATED') return { assignment, ended: false };
  if (input.ending === 'COMPLETED' && assignment.wageringReachedAt === null) return { assignment, ended: false };

  const balance = balances.get(assignment.vertical) ?? 0n;
  const { toCash, forfeited } =
    input.ending === 'COMPLETED'
      ? conversionOf({ balance, granted: assignment.grantedAmount, stickiness: row.stickiness, maxConversion: row.maxConversion })
      : { toCash: 0n, forfeited: balance };
  const bonusAccount = playerAccount(input.playerId, assignment.vertical);
  const base = { category: 'BONUS' as const, playerId: input.playerId, currency: assignment.currency };
  if (toCash > 0n) {
    await executeOperation(tx, {
      ...base,
      idempotencyKey: `bonus:convert:${assignment.assignmentId}`,
      type: 'WIN',
      legs: transfer(bonusAccount, playerAccount(input.playerId, 'MAIN'), toCash),
    });
  }
  if (forfeited > 0n) {
    await executeOperation(tx, {
      ...base,
      idempotencyKey: `bonus:forfeit:${assignment.assignmentId}`,
      type: 'FORFEIT',
      legs: transfer(bonusAccount, HOUSE, forfeited),
    });
  }
  const now = input.now ?? new Date();
  const [ended] = await tx
    .update(bonusAssignments)
    .set({ state: input.ending, endedAt: now, convertedAmount: toCash, forfeitedAmount: forfeited })
    .where(and(eq(bonusAssignments.assignmentId, assignment.assignmentId), eq(bonusAssignments.state, 'ACTIVATED')))
    .returning();
  // LINKED_CAMPAIGN: a completed bonus offers its campaign's follow-up, in this transaction.
  if (input.ending === 'COMPLETED') await offerLinkedReward(tx, { ...ended, linkedCampaignId: row.linkedCampaignId }, now);
  return { assignment: ended, ended: true };
}
