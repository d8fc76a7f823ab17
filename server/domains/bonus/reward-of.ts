import 'server-only';
import type { BonusAssignmentRow, BonusCampaignRow } from '@/server/db/schema';
import type { Reward } from '@/lib/bonus/schemas';
import type { LanguageCode } from '@/lib/markets/languages';
import { getPromotionBySlug } from '@/server/content/get-promotion-by-slug';

const num = (value: bigint | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The campaign's player-facing text from its content promotion. */
async function displayInfo(campaign: BonusCampaignRow, language: LanguageCode): Promise<Reward['campaignDisplayInfo']> {
  if (!campaign.promotionSlug) return null;
  const promotion = await getPromotionBySlug({ slug: campaign.promotionSlug, language }).catch(() => null);
  return promotion ? { title: promotion.title, summary: promotion.summary, promotionSlug: promotion.slug } : null;
}

/** A campaign (and the player's assignment of it, if any) as the spec's Reward. */
export async function rewardOf(
  campaign: BonusCampaignRow,
  assignment: BonusAssignmentRow | null,
  options: { language: LanguageCode; bonusBalance?: bigint | null; consented?: boolean },
): Promise<Reward> {
  return {
    campaignId: campaign.campaignId,
    assignmentId: assignment?.assignmentId ?? null,
    vertical: campaign.vertical,
    campaignStatus: campaign.status,
    campaignCategory: campaign.kind,
    triggerEvent: campaign.triggerType,
    state: assignment?.state ?? null,
    hasBonusCode: campaign.bonusCode !== null,
    partnerBonusCode: null,
    wrMultiplier: campaign.wrMultiplier,
    // games-wallet-bonuses.md §3: -1 means free spin; money bonuses are 0.
    betBonusType: 0,
    bonusType: campaign.stickiness,
    currency: campaign.currency,
    bonusAmount: assignment && assignment.state !== 'ELIGIBLE' ? Number(assignment.grantedAmount) : num(campaign.fixedAmount),
    bonusBalance: options.bonusBalance === undefined ? null : num(options.bonusBalance),
    wageringAmount: assignment && assignment.state !== 'ELIGIBLE' ? Number(assignment.wageringRequired) : null,
    wageringProgress: assignment && assignment.state !== 'ELIGIBLE' ? Number(assignment.wagered) : null,
    minDeposit: Number(campaign.minDeposit),
    matchPercent: campaign.matchPercent,
    maxBonus: num(campaign.maxBonus),
    maxBet: num(campaign.maxBet),
    maxConversion: num(campaign.maxConversion),
    gameContributions: campaign.gameContributions,
    defaultContribution: campaign.defaultContribution,
    expiresAt: iso(assignment?.expiresAt ?? assignment?.eligibleUntil ?? campaign.endsAt),
    startedAt: iso(assignment?.claimedAt ?? campaign.startsAt),
    endedAt: iso(assignment?.endedAt ?? null),
    campaignDisplayInfo: await displayInfo(campaign, options.language),
    consentRequired: campaign.requiresConsent,
    consented: options.consented ?? false,
  };
}
