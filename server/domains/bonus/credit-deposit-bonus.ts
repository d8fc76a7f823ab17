import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, deposits, type BonusAssignmentRow, type BonusCampaignRow } from '@/server/db/schema';
import { DEPOSIT_TRIGGER_NUMBER } from '@/lib/bonus/enums';
import { claimRefusal } from '@/lib/bonus/market-rules';
import { depositBonusAmount } from '@/lib/bonus/wagering';
import { ApiError } from '@/server/http/errors';
import { activateBonus } from './activate-bonus';
import { assertMayClaim, type BonusPlayer } from './assert-may-claim';
import { campaignRunning } from './claim-reward';

/** Whether a deposit campaign is offered for the player's `depositNumber`-th deposit (1 = first). */
export function offeredForDeposit(campaign: BonusCampaignRow, player: BonusPlayer, depositNumber: number, now: Date): boolean {
  const wanted = campaign.triggerType === null ? undefined : DEPOSIT_TRIGGER_NUMBER[campaign.triggerType];
  if (wanted === undefined || (wanted !== 'any' && wanted !== depositNumber)) return false;
  return campaignRunning(campaign, now) && claimRefusal(player, campaign) === null;
}

/** How many deposits of the player have been credited. */
export async function creditedDeposits(db: Database, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), eq(deposits.status, 'SUCCESS')));
  return Number(row?.n ?? 0);
}

/**
 * The deposit bonus the player chose (selectedBonusId), credited in the transaction that credits the deposit, after
 * it: the campaign must still be offered for this deposit's number, and the deposit must reach the minimum. Refusals
 * are ApiErrors; the caller runs this in a savepoint, so a refused bonus never refuses money received.
 */
export async function creditDepositBonus(
  tx: Database,
  input: { depositId: number; playerId: number; campaignId: number; amount: bigint; now?: Date },
): Promise<BonusAssignmentRow> {
  const now = input.now ?? new Date();
  const player = await assertMayClaim(tx, input.playerId);
  const [campaign] = await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.campaignId, input.campaignId));
  if (!campaign) throw new ApiError('error.bonus.campaign.not_found');
  if (!offeredForDeposit(campaign, player, await creditedDeposits(tx, input.playerId), now)) throw new ApiError('error.bonus.not_eligible');
  const amount = depositBonusAmount({
    deposit: input.amount,
    minDeposit: campaign.minDeposit,
    matchPercent: campaign.matchPercent ?? 0,
    maxBonus: campaign.maxBonus ?? 0n,
  });
  if (amount <= 0n) throw new ApiError('error.bonus.deposit.below_minimum');
  return activateBonus(tx, { campaign, playerId: input.playerId, currency: player.currencyCode, amount, depositId: input.depositId, now });
}
