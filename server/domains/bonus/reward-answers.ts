import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, ledgerAccounts, type BonusAssignmentRow } from '@/server/db/schema';
import type { Reward } from '@/lib/bonus/schemas';
import { manualClaim } from './bonus-code';
import { claimReward } from './claim-reward';
import { consentedCampaigns } from './consent';
import { rewardOf } from './reward-of';
import { setAssignmentState } from './set-assignment-state';

// The reward answers of the claim, state and manual-claim calls: the assignment after the step, as a Reward.

async function describe(db: Database, assignment: BonusAssignmentRow): Promise<Reward> {
  const [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.campaignId, assignment.campaignId));
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'PLAYER'), eq(ledgerAccounts.ownerId, assignment.playerId), eq(ledgerAccounts.purpose, assignment.vertical)));
  const consented = (await consentedCampaigns(db, assignment.playerId)).has(campaign.campaignId);
  return rewardOf(campaign, assignment, { language: 'en', bonusBalance: assignment.state === 'ACTIVATED' ? (account?.balance ?? 0n) : null, consented });
}

export async function claimRewardAnswer(db: Database, playerId: number, campaignId: number): Promise<Reward> {
  return describe(db, await claimReward(db, { playerId, campaignId }));
}

export async function setAssignmentStateAnswer(db: Database, playerId: number, assignmentId: number, state: 'FORFEITED' | 'ACTIVATED'): Promise<Reward> {
  return describe(db, await setAssignmentState(db, playerId, assignmentId, state));
}

export async function manualClaimAnswer(db: Database, playerId: number, bonusCode: string): Promise<Reward> {
  return describe(db, (await manualClaim(db, playerId, bonusCode)).assignment);
}
