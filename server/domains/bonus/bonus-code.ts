import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, type BonusAssignmentRow, type BonusCampaignRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { assertMayClaim } from './assert-may-claim';
import { withCodeAttempt } from './bonus-code-attempts';
import { claimReward, directClaimRefusal } from './claim-reward';

/** The running campaign a bonus code names, or 400 error.bonus_code.invalid (the page shows codes containing bonus_code). */
async function campaignOfCode(db: Database, bonusCode: string): Promise<BonusCampaignRow> {
  const [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.bonusCode, bonusCode.toUpperCase()));
  if (!campaign || campaign.triggerType !== 'MANUAL_BONUS_CODE') throw new ApiError('error.bonus_code.invalid');
  return campaign;
}

/**
 * Whether the player may use this code now; answers the games-wallet-bonuses.md §3 bonusCode state (value, campaign
 * id). A code of a campaign not offered to the player, not running, or already used as often as it allows answers
 * 409 error.bonus_code.not_available; an unknown one 400 error.bonus_code.invalid. Not counted: callers go through
 * withCodeAttempt.
 */
async function checkBonusCode(db: Database, playerId: number, bonusCode: string, now: Date) {
  const player = await assertMayClaim(db, playerId).catch((error: unknown) => {
    throw error instanceof ApiError && error.code === 'error.bonus.restricted' ? new ApiError('error.bonus_code.not_available') : error;
  });
  const campaign = await campaignOfCode(db, bonusCode);
  if ((await directClaimRefusal(db, player, campaign, { viaBonusCode: true, now })) !== null) throw new ApiError('error.bonus_code.not_available');
  return { bonusCodeValue: campaign.bonusCode!, bonusCodeCampaignId: campaign.campaignId };
}

/**
 * POST /bonus-code/validate: checks the code as one counted attempt (docs/decisions.md "Bonus-code attempt limit"):
 * 429 error.bonus_code.attempt.count.exceeded once the player's failed codes fill the window.
 */
export async function validateBonusCode(db: Database, playerId: number, bonusCode: string, now = new Date()) {
  return withCodeAttempt(db, playerId, () => checkBonusCode(db, playerId, bonusCode, now), { now });
}

/** GET /bonus-code/manual-claim/available: the bonus-code page is open to players who may claim bonuses. */
export async function manualClaimAvailable(db: Database, playerId: number): Promise<{ isAvailable: boolean }> {
  try {
    await assertMayClaim(db, playerId);
    return { isAvailable: true };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'error.bonus.restricted') return { isAvailable: false };
    throw error;
  }
}

/**
 * POST /bonus-code/manual-claim {bonusCode, state: ACTIVATED}: validates the code (one counted attempt, as validate),
 * then claims its campaign; a refused claim (an active bonus, a claim limit) does not count as a failed code.
 */
export async function manualClaim(db: Database, playerId: number, bonusCode: string): Promise<{ assignment: BonusAssignmentRow; campaign: BonusCampaignRow }> {
  const { bonusCodeCampaignId } = await validateBonusCode(db, playerId, bonusCode);
  const assignment = await claimReward(db, { playerId, campaignId: bonusCodeCampaignId, viaBonusCode: true });
  const [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.campaignId, bonusCodeCampaignId));
  return { assignment, campaign };
}
