import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, bonusCampaigns, type BonusAssignmentRow, type BonusCampaignRow } from '@/server/db/schema';
import { claimRefusal } from '@/lib/bonus/market-rules';
import { OFFERED_BY, registrationOfferUntil } from '@/lib/bonus/trigger-policy';
import { loadBonusPlayer, type BonusPlayer } from './assert-may-claim';
import { campaignRunning } from './claim-reward';

/**
 * Offers a campaign's reward to a player as an ELIGIBLE assignment (the registration and linked-campaign triggers),
 * inside the caller's transaction. Nothing is written when the campaign does not run, is not offered to the
 * player's country and currency, or was taken as often as it allows; a second offer with the same `offeredBy` key
 * (or while one is open) is a no-op (ON CONFLICT DO NOTHING on the unique indexes). Returns the row written, or null.
 */
export async function offerReward(
  tx: Database,
  input: { campaign: BonusCampaignRow; player: BonusPlayer; offeredBy: string; eligibleUntil: Date | null; now: Date },
): Promise<BonusAssignmentRow | null> {
  const { campaign, player } = input;
  if (!campaignRunning(campaign, input.now) || claimRefusal(player, campaign) !== null) return null;
  if (input.eligibleUntil !== null && input.eligibleUntil <= input.now) return null;
  const [{ taken }] = await tx
    .select({ taken: count() })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.campaignId, campaign.campaignId), eq(bonusAssignments.playerId, player.playerId)));
  if (taken >= campaign.maxClaimsPerPlayer) return null;
  const [row] = await tx
    .insert(bonusAssignments)
    .values({
      campaignId: campaign.campaignId,
      playerId: player.playerId,
      claimNumber: taken + 1,
      state: 'ELIGIBLE',
      vertical: campaign.vertical,
      currency: campaign.currency,
      eligibleUntil: input.eligibleUntil,
      offeredBy: input.offeredBy,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * The registration trigger: every running REGISTRATION_WITH_TIMEFRAME campaign offered to the new player's country
 * and currency becomes an ELIGIBLE reward, claimable until createdAt + registrationDays. Called in the transaction
 * that completes the registration (registration-state.ts), in a savepoint of its own.
 */
export async function offerRegistrationRewards(tx: Database, playerId: number, now = new Date()): Promise<BonusAssignmentRow[]> {
  const player = await loadBonusPlayer(tx, playerId);
  const campaigns = await tx
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.status, 'ACTIVE'), eq(bonusCampaigns.triggerType, 'REGISTRATION_WITH_TIMEFRAME')))
    .orderBy(bonusCampaigns.campaignId);
  const offered: BonusAssignmentRow[] = [];
  for (const campaign of campaigns) {
    const eligibleUntil = registrationOfferUntil(player.createdAt, campaign.registrationDays ?? 0);
    const row = await offerReward(tx, { campaign, player, offeredBy: OFFERED_BY.registration, eligibleUntil, now });
    if (row) offered.push(row);
  }
  return offered;
}

/**
 * The LINKED_CAMPAIGN trigger: when a bonus of a campaign with a linked follow-up completes, the follow-up is offered
 * (no claim window of its own: while it runs). Called by endAssignment in the completing transaction, so it happens
 * exactly once: only the transaction that moves the bonus from ACTIVATED to COMPLETED gets here, and the key
 * LINKED:<assignment id> is unique besides.
 */
export async function offerLinkedReward(
  tx: Database,
  completed: { assignmentId: number; playerId: number; linkedCampaignId: number | null },
  now: Date,
): Promise<BonusAssignmentRow | null> {
  if (completed.linkedCampaignId === null) return null;
  const [campaign] = await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.campaignId, completed.linkedCampaignId));
  if (!campaign || campaign.triggerType !== 'LINKED_CAMPAIGN') return null;
  const player = await loadBonusPlayer(tx, completed.playerId);
  return offerReward(tx, { campaign, player, offeredBy: OFFERED_BY.linked(completed.assignmentId), eligibleUntil: null, now });
}
