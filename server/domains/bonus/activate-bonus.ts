import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, bonusCampaigns, type BonusAssignmentRow, type BonusCampaignRow } from '@/server/db/schema';
import { executeOperation, HOUSE, playerAccount, transfer } from '@/server/domains/ledger';
import { wageringRequirement } from '@/lib/bonus/wagering';
import { ApiError } from '@/server/http/errors';
import { assertConsented } from './consent';
import { lockWallet } from './lock-wallet';

const DAY_MS = 86_400_000;

export interface ActivateBonusInput {
  campaign: BonusCampaignRow;
  playerId: number;
  currency: string;
  /** The bonus money to credit (a matched deposit's share, or the campaign's fixed amount), > 0. */
  amount: bigint;
  depositId?: number;
  now?: Date;
}

/**
 * Starts a bonus inside the caller's transaction, under the wallet lock: refuses while a bonus of the same vertical
 * runs (ACTIVE_BONUS_IN_SAME_VERTICAL) or, for a triggered campaign, while another triggered bonus runs
 * (ACTIVE_TRIGGERED_BONUS), beyond the campaign's claims per player, and without the consent the campaign requires
 * (CONSENT_REQUIRED); then credits the amount HOUSE → the
 * vertical's BONUS account (type DEPOSIT, category BONUS, key per assignment). The lock makes the checks and the
 * write one step for this player; the unique indexes on bonus_assignments refuse anything that slipped past.
 */
export async function activateBonus(tx: Database, input: ActivateBonusInput): Promise<BonusAssignmentRow> {
  const { campaign, playerId } = input;
  const now = input.now ?? new Date();
  await lockWallet(tx, playerId, input.currency);
  const running = await tx
    .select({ assignmentId: bonusAssignments.assignmentId, vertical: bonusAssignments.vertical, kind: bonusCampaigns.kind })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.state, 'ACTIVATED')));
  const sameVertical = running.find((row) => row.vertical === campaign.vertical);
  if (sameVertical) {
    throw new ApiError(
      'error.bonus.active.already.exists',
      undefined,
      {},
      {
        additionalInfo: { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL', assignmentId: sameVertical.assignmentId },
      },
    );
  }
  const triggered = campaign.kind === 'TRIGGERED' ? running.find((row) => row.kind === 'TRIGGERED') : undefined;
  if (triggered) {
    throw new ApiError(
      'error.bonus.active.triggered.already.exists',
      undefined,
      {},
      {
        additionalInfo: { errorType: 'ACTIVE_TRIGGERED_BONUS', assignmentId: triggered.assignmentId },
      },
    );
  }

  const claims = await tx
    .select({ assignmentId: bonusAssignments.assignmentId, state: bonusAssignments.state })
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.campaignId, campaign.campaignId), eq(bonusAssignments.playerId, playerId)));
  const offered = claims.find((row) => row.state === 'ELIGIBLE');
  if (!offered && claims.length >= campaign.maxClaimsPerPlayer) throw new ApiError('error.bonus.claim.limit_reached');
  // After the running-bonus checks: a player with a bonus running forfeits it first, then consents (games-wallet-bonuses §4).
  await assertConsented(tx, playerId, campaign);

  const values = {
    state: 'ACTIVATED' as const,
    grantedAmount: input.amount,
    wageringRequired: wageringRequirement(input.amount, campaign.wrMultiplier),
    wagered: 0n,
    depositId: input.depositId ?? null,
    claimedAt: now,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY_MS),
  };
  const [assignment] = offered
    ? await tx
        .update(bonusAssignments)
        .set(values)
        .where(and(eq(bonusAssignments.assignmentId, offered.assignmentId), eq(bonusAssignments.state, 'ELIGIBLE')))
        .returning()
    : await tx
        .insert(bonusAssignments)
        .values({ ...values, campaignId: campaign.campaignId, playerId, claimNumber: claims.length + 1, vertical: campaign.vertical, currency: input.currency })
        .returning();

  const grant = await executeOperation(tx, {
    idempotencyKey: `bonus:grant:${assignment.assignmentId}`,
    type: 'DEPOSIT',
    category: 'BONUS',
    playerId,
    currency: input.currency,
    legs: transfer(HOUSE, playerAccount(playerId, campaign.vertical), input.amount),
  });
  const [granted] = await tx
    .update(bonusAssignments)
    .set({ grantOperationId: grant.operationId })
    .where(eq(bonusAssignments.assignmentId, assignment.assignmentId))
    .returning();
  return granted;
}
