import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, type BonusCampaignRow } from '@/server/db/schema';
import { campaignDefinitionSchema } from '@/lib/bonus/campaign-schema';
import type { CampaignStatus } from '@/lib/bonus/enums';
import { campaignRuleViolations } from '@/lib/bonus/market-rules';
import { ApiError } from '@/server/http/errors';
import { invalidCampaign } from './create-campaign';

/**
 * Moves a campaign to another status (the operator CLI's activate / cancel / expire). Activating checks the market
 * rules again, so a rule that came into force since the campaign was drafted still applies. Running bonuses of a
 * cancelled campaign keep running (the player was promised them); only new claims stop.
 */
export async function setCampaignStatus(db: Database, slug: string, status: CampaignStatus): Promise<BonusCampaignRow> {
  const [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.slug, slug));
  if (!campaign) throw new ApiError('error.bonus.campaign.not_found');
  if (status === 'ACTIVE') {
    const definition = campaignDefinitionSchema.parse({ ...campaign, linkedCampaignSlug: null });
    const violations = campaignRuleViolations(definition);
    if (violations.length > 0) throw invalidCampaign(violations);
  }
  const [row] = await db
    .update(bonusCampaigns)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(bonusCampaigns.campaignId, campaign.campaignId))
    .returning();
  return row;
}
