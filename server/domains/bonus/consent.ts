import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, bonusConsents } from '@/server/db/schema';
import { consentMissing } from '@/lib/bonus/trigger-policy';
import { ApiError } from '@/server/http/errors';
import { assertMayClaim } from './assert-may-claim';
import { withCodeAttempt } from './bonus-code-attempts';

/**
 * POST /bonus/campaigns/consent {agreed, bonusCode, campaignId}: records the player's answer to a campaign's terms
 * (the latest answer counts). The campaign is named by id or by its bonus code (a counted code attempt).
 */
export async function recordConsent(
  db: Database,
  playerId: number,
  body: { agreed: boolean; bonusCode?: string | null; campaignId?: number | null },
): Promise<{ campaignId: number; agreed: boolean }> {
  await assertMayClaim(db, playerId);
  const where = body.campaignId ? eq(bonusCampaigns.campaignId, body.campaignId) : body.bonusCode ? eq(bonusCampaigns.bonusCode, body.bonusCode) : undefined;
  if (!where) throw new ApiError('error.request.validation', 'Name the campaign by campaignId or bonusCode.');
  const find = async () => {
    const [campaign] = await db.select({ campaignId: bonusCampaigns.campaignId }).from(bonusCampaigns).where(where);
    if (!campaign) throw new ApiError(body.campaignId ? 'error.bonus.campaign.not_found' : 'error.bonus_code.invalid');
    return campaign;
  };
  // A campaign named by its code is a code lookup like /bonus-code/validate: counted against the same limit.
  const campaign = body.campaignId ? await find() : await withCodeAttempt(db, playerId, find);
  await db
    .insert(bonusConsents)
    .values({ playerId, campaignId: campaign.campaignId, agreed: body.agreed })
    .onConflictDoUpdate({ target: [bonusConsents.playerId, bonusConsents.campaignId], set: { agreed: body.agreed, answeredAt: new Date() } });
  return { campaignId: campaign.campaignId, agreed: body.agreed };
}

/** The campaigns the player has agreed to (their latest answer is yes). */
export async function consentedCampaigns(db: Database, playerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ campaignId: bonusConsents.campaignId })
    .from(bonusConsents)
    .where(and(eq(bonusConsents.playerId, playerId), eq(bonusConsents.agreed, true)));
  return new Set(rows.map((row) => row.campaignId));
}

/**
 * Refuses a claim of a campaign that requires consent until the player agreed to its terms: 400
 * error.bonus.consent.required with additionalInfo {errorType: CONSENT_REQUIRED, campaignId}; the rewards page shows
 * the consent step for it (docs/decisions.md "Bonus triggers and consent").
 */
export async function assertConsented(tx: Database, playerId: number, campaign: { campaignId: number; requiresConsent: boolean }): Promise<void> {
  if (!campaign.requiresConsent) return;
  const [answer] = await tx
    .select({ agreed: bonusConsents.agreed })
    .from(bonusConsents)
    .where(and(eq(bonusConsents.playerId, playerId), eq(bonusConsents.campaignId, campaign.campaignId)));
  if (consentMissing(campaign, answer ?? null)) {
    throw new ApiError('error.bonus.consent.required', undefined, {}, { additionalInfo: { errorType: 'CONSENT_REQUIRED', campaignId: campaign.campaignId } });
  }
}
