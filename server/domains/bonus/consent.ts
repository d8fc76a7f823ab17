import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, bonusConsents } from '@/server/db/schema';
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
