import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, type BonusCampaignRow } from '@/server/db/schema';
import { campaignDefinitionSchema } from '@/lib/bonus/campaign-schema';
import { campaignRuleViolations } from '@/lib/bonus/market-rules';
import { linkRefusal } from '@/lib/bonus/trigger-policy';
import { ApiError } from '@/server/http/errors';
import { invalidCampaign } from './create-campaign';

async function campaignOfSlug(db: Database, slug: string): Promise<BonusCampaignRow> {
  const [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.slug, slug));
  if (!campaign) throw new ApiError('error.bonus.campaign.not_found', `No campaign ${slug}.`);
  return campaign;
}

async function update(db: Database, campaignId: number, values: Partial<BonusCampaignRow>): Promise<BonusCampaignRow> {
  const [row] = await db
    .update(bonusCampaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bonusCampaigns.campaignId, campaignId))
    .returning();
  return row;
}

/**
 * The operator CLI's `link <slug> <follow-up slug|none>`: a bonus of `slug` that completes offers the follow-up (a
 * LINKED_CAMPAIGN campaign in the same currency) to the player; `none` removes the link. Bonuses completing from now
 * on follow the new link; offers already made stay.
 */
export async function setCampaignLink(db: Database, slug: string, followUpSlug: string | null): Promise<BonusCampaignRow> {
  const campaign = await campaignOfSlug(db, slug);
  if (followUpSlug === null) return update(db, campaign.campaignId, { linkedCampaignId: null });
  const followUp = await campaignOfSlug(db, followUpSlug);
  const refusal = linkRefusal(campaign, followUp);
  if (refusal) throw invalidCampaign([refusal]);
  return update(db, campaign.campaignId, { linkedCampaignId: followUp.campaignId });
}

/**
 * The operator CLI's `consent <slug> on|off`: whether claims of the campaign wait for the player's consent to its
 * terms. Turning it on checks the market rules (a deposit bonus cannot require consent: the deposit form has no step).
 */
export async function setCampaignConsent(db: Database, slug: string, requiresConsent: boolean): Promise<BonusCampaignRow> {
  const campaign = await campaignOfSlug(db, slug);
  const violations = campaignRuleViolations(campaignDefinitionSchema.parse({ ...campaign, linkedCampaignSlug: null, requiresConsent }));
  if (violations.length > 0) throw invalidCampaign(violations);
  return update(db, campaign.campaignId, { requiresConsent });
}
