import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { bonusCampaigns, type BonusCampaignRow } from '@/server/db/schema';
import { campaignDefinitionSchema, type CampaignDefinition } from '@/lib/bonus/campaign-schema';
import { campaignRuleViolations } from '@/lib/bonus/market-rules';
import { linkRefusal } from '@/lib/bonus/trigger-policy';
import { uniqueViolation } from '@/server/db/unique-violation';
import { ApiError } from '@/server/http/errors';

/** The refusal of a campaign that breaks market or product rules, naming each rule. */
export function invalidCampaign(violations: readonly string[]): ApiError {
  return new ApiError(
    'error.bonus.campaign.invalid',
    `The campaign breaks: ${violations.join(', ')}.`,
    {},
    { additionalInfo: { violations: violations.join(',') } },
  );
}

/** The row values of a definition (the linked campaign resolved by slug). */
export async function campaignValues(db: Database, definition: CampaignDefinition) {
  let linkedCampaignId: number | null = null;
  if (definition.linkedCampaignSlug) {
    const [linked] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.slug, definition.linkedCampaignSlug));
    if (!linked) throw new ApiError('error.bonus.campaign.not_found', `No campaign ${definition.linkedCampaignSlug} to link.`);
    const refusal = linkRefusal({ campaignId: 0, currency: definition.currency }, linked);
    if (refusal) throw invalidCampaign([refusal]);
    linkedCampaignId = linked.campaignId;
  }
  const { linkedCampaignSlug: _slug, ...values } = definition;
  return { ...values, linkedCampaignId };
}

/**
 * Creates a campaign from the operator's definition (scripts/bonus-campaigns.ts): parsed by the schema, refused
 * with every broken market rule (lib/bonus/market-rules.ts; the UK 10× wagering cap among them) before anything is
 * written. A slug or bonus code already in use is refused too.
 */
export async function createCampaign(db: Database, input: unknown): Promise<BonusCampaignRow> {
  const parsed = campaignDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError('error.bonus.campaign.invalid', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const violations = campaignRuleViolations(parsed.data);
  if (violations.length > 0) throw invalidCampaign(violations);
  try {
    const [row] = await db
      .insert(bonusCampaigns)
      .values(await campaignValues(db, parsed.data))
      .returning();
    return row;
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ApiError('error.bonus.campaign.invalid', 'A campaign with this slug or bonus code exists.');
    throw error;
  }
}
