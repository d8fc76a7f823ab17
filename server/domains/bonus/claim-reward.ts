import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, bonusCampaigns, type BonusAssignmentRow, type BonusCampaignRow } from '@/server/db/schema';
import { isDepositTrigger } from '@/lib/bonus/enums';
import { claimRefusal } from '@/lib/bonus/market-rules';
import { offerOpen } from '@/lib/bonus/trigger-policy';
import { withLedgerRetry } from '@/server/domains/ledger';
import { uniqueViolation } from '@/server/db/unique-violation';
import { ApiError } from '@/server/http/errors';
import { activateBonus } from './activate-bonus';
import { assertMayClaim, type BonusPlayer } from './assert-may-claim';

/** Whether the campaign runs now (ACTIVE and inside its window). */
export function campaignRunning(campaign: BonusCampaignRow, now: Date): boolean {
  return campaign.status === 'ACTIVE' && (campaign.startsAt === null || campaign.startsAt <= now) && (campaign.endsAt === null || campaign.endsAt > now);
}

/** Why a player cannot claim this campaign's bonus directly now (not a deposit bonus), or null. */
export async function directClaimRefusal(
  db: Database,
  player: BonusPlayer,
  campaign: BonusCampaignRow,
  options: { viaBonusCode: boolean; now: Date },
): Promise<'error.bonus.not_eligible' | 'error.bonus.deposit.required' | 'error.bonus.claim.limit_reached' | null> {
  if (!campaignRunning(campaign, options.now) || claimRefusal(player, campaign) !== null) return 'error.bonus.not_eligible';
  if (isDepositTrigger(campaign.triggerType)) return 'error.bonus.deposit.required';
  // Read without the lock: a hint for the bonus-code page; activateBonus decides under the lock.
  const [{ claims }] = await db
    .select({ claims: count() })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.campaignId, campaign.campaignId), eq(bonusAssignments.playerId, player.playerId), ne(bonusAssignments.state, 'ELIGIBLE')));
  if (claims >= campaign.maxClaimsPerPlayer) return 'error.bonus.claim.limit_reached';
  if (campaign.triggerType === 'MANUAL_BONUS_CODE') return options.viaBonusCode ? null : 'error.bonus.not_eligible';
  // REGISTRATION_WITH_TIMEFRAME, MANUAL and LINKED_CAMPAIGN rewards are claimable only once a trigger or the operator
  // assigned them to the player (an ELIGIBLE row), inside the offer's window.
  const [offered] = await db
    .select({ id: bonusAssignments.assignmentId, eligibleUntil: bonusAssignments.eligibleUntil })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.campaignId, campaign.campaignId), eq(bonusAssignments.playerId, player.playerId), eq(bonusAssignments.state, 'ELIGIBLE')));
  return offered && offerOpen(offered.eligibleUntil, options.now) ? null : 'error.bonus.not_eligible';
}

/** A unique index refusing a claim that raced past the lock (never expected while the wallet lock is held). */
function claimRaceError(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error;
  return new ApiError(constraint.includes('per_vertical') ? 'error.bonus.active.already.exists' : 'error.bonus.claim.limit_reached');
}

/**
 * Claims a reward (POST /bonus/rewards/{campaignid}/claim and the v2 claim; the bonus-code claim with viaBonusCode):
 * the player gate, the campaign's own rules, then activateBonus under the wallet lock (one running bonus per
 * vertical, claims per player), in one transaction.
 */
export async function claimReward(
  db: Database,
  input: { playerId: number; campaignId: number; viaBonusCode?: boolean; now?: Date },
): Promise<BonusAssignmentRow> {
  const now = input.now ?? new Date();
  const player = await assertMayClaim(db, input.playerId);
  const [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.campaignId, input.campaignId));
  if (!campaign) throw new ApiError('error.bonus.campaign.not_found');
  const refusal = await directClaimRefusal(db, player, campaign, { viaBonusCode: input.viaBonusCode ?? false, now });
  if (refusal) throw new ApiError(refusal);
  try {
    return await withLedgerRetry(() =>
      db.transaction((tx) =>
        activateBonus(tx, { campaign, playerId: player.playerId, currency: player.currencyCode, amount: campaign.fixedAmount ?? 0n, now }),
      ),
    );
  } catch (error) {
    throw claimRaceError(error);
  }
}
