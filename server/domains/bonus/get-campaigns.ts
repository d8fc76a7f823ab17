import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusAssignments, bonusCampaigns } from '@/server/db/schema';
import type { Reward } from '@/lib/bonus/schemas';
import type { LanguageCode } from '@/lib/markets/languages';
import { consentedCampaigns } from './consent';
import { rewardOf } from './reward-of';

/**
 * GET /bonus/campaigns?campaignIds=…: the named campaigns (the site keeps them under the campaignIds storage key) as
 * rewards with the player's latest assignment of each; drafts are never shown, unknown ids are left out.
 */
export async function getCampaigns(db: Database, playerId: number, campaignIds: number[], language: LanguageCode): Promise<Reward[]> {
  const campaigns = await db.select().from(bonusCampaigns).where(inArray(bonusCampaigns.campaignId, campaignIds)).orderBy(bonusCampaigns.campaignId);
  const assignments = await db
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), inArray(bonusAssignments.campaignId, campaignIds)))
    .orderBy(bonusAssignments.assignmentId);
  const consents = await consentedCampaigns(db, playerId);
  return Promise.all(
    campaigns
      .filter((campaign) => campaign.status !== 'DRAFT')
      .map((campaign) =>
        rewardOf(campaign, assignments.findLast((row) => row.campaignId === campaign.campaignId) ?? null, {
          language,
          consented: consents.has(campaign.campaignId),
        }),
      ),
  );
}
