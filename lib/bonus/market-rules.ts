import type { CampaignDefinition } from './campaign-schema';
import { DEPOSIT_TRIGGER_NUMBER, type BonusKind, type BonusVertical, type TriggerType } from './enums';

// Market and product rules a campaign must meet before it can exist (docs/decisions.md "Bonus campaigns"). Pure:
// the campaign CLI and the claim path both ask it; tests/unit/bonus covers every rule.

/** UKGC: from 19 January 2026 wagering requirements on GB bonuses may not exceed 10 times the bonus. */
export const UK_MAX_WAGERING_MULTIPLIER = 10;

/** The triggers and kinds part 1 of the bonus engine pays (cashback, free spins and tournaments come in part 2). */
const UNSUPPORTED_TRIGGERS: readonly TriggerType[] = [
  'CASHBACK_INSTANT',
  'CASHBACK_DAILY',
  'CASHBACK_WEEKLY',
  'CASHBACK_WITH_TIMEFRAME',
  'CASHBACK_SPECIFIC_DAY',
  'CASHBACK_BOOSTER',
  'TOURNAMENT',
];
const UNSUPPORTED_KINDS: readonly BonusKind[] = ['FREE_SPINS', 'FREE_BET'];

/** The vertical each bonus kind is paid into and wagered in: no mixed-product offers (UKGC, January 2026). */
const KIND_VERTICAL: Record<BonusKind, BonusVertical> = {
  CASINO: 'CASINO',
  FREE_SPINS: 'CASINO',
  LIVE_CASINO: 'LIVE_CASINO',
  SPORTS: 'SPORTS',
  FREE_BET: 'SPORTS',
};

export type CampaignRuleViolation =
  | 'uk_wagering_above_10x'
  | 'mixed_product'
  | 'unsupported_trigger'
  | 'unsupported_bonus_kind'
  | 'deposit_bonus_needs_match'
  | 'fixed_bonus_needs_amount'
  | 'bonus_code_missing'
  | 'registration_needs_timeframe'
  | 'window_inverted'
  | 'consent_on_deposit_bonus'
  | 'triggered_needs_trigger';

/** Whether a campaign is offered to players of this country (GB for the UK market). */
export function offeredIn(countries: readonly string[], countryCode: string): boolean {
  return countries.length === 0 || countries.includes(countryCode);
}

/** Every rule the campaign breaks; empty when it may be created (or activated). */
export function campaignRuleViolations(campaign: CampaignDefinition): CampaignRuleViolation[] {
  const violations: CampaignRuleViolation[] = [];
  if (offeredIn(campaign.countries, 'GB') && campaign.wrMultiplier > UK_MAX_WAGERING_MULTIPLIER) violations.push('uk_wagering_above_10x');
  if (KIND_VERTICAL[campaign.bonusKind] !== campaign.vertical) violations.push('mixed_product');
  if (campaign.triggerType !== null && UNSUPPORTED_TRIGGERS.includes(campaign.triggerType)) violations.push('unsupported_trigger');
  if (UNSUPPORTED_KINDS.includes(campaign.bonusKind) || campaign.kind === 'OPT_IN' || campaign.kind === 'LOYALTY') violations.push('unsupported_bonus_kind');
  const depositBonus = campaign.triggerType !== null && DEPOSIT_TRIGGER_NUMBER[campaign.triggerType] !== undefined;
  if (depositBonus && (campaign.matchPercent === null || campaign.matchPercent <= 0 || campaign.maxBonus === null || campaign.maxBonus <= 0n)) {
    violations.push('deposit_bonus_needs_match');
  }
  if (!depositBonus && (campaign.fixedAmount === null || campaign.fixedAmount <= 0n)) violations.push('fixed_bonus_needs_amount');
  if (campaign.triggerType === 'MANUAL_BONUS_CODE' && campaign.bonusCode === null) violations.push('bonus_code_missing');
  if (campaign.triggerType === 'REGISTRATION_WITH_TIMEFRAME' && campaign.registrationDays === null) violations.push('registration_needs_timeframe');
  if (campaign.kind === 'TRIGGERED' && campaign.triggerType === null) violations.push('triggered_needs_trigger');
  // The deposit form has no consent step: a deposit bonus needing consent could never be credited.
  if (depositBonus && campaign.requiresConsent) violations.push('consent_on_deposit_bonus');
  if (campaign.startsAt && campaign.endsAt && campaign.endsAt <= campaign.startsAt) violations.push('window_inverted');
  return violations;
}

/** A player as the claim rules read them (games-wallet-bonuses.md §2 guards, games-wallet-bonuses §5 "bonuses restricted when their flag is false"). */
export interface ClaimingPlayer {
  countryCode: string;
  currencyCode: string;
  bonuses: boolean;
  payout: boolean;
  status: string;
  multibrandSuspended: boolean;
}

export type ClaimRefusal = 'bonuses_restricted' | 'not_offered';

/**
 * Why a player may not take a campaign's bonus, or null. Payout-risk and suspended players are blocked from rewards
 * and bonus codes (games-wallet-bonuses.md §2), a player without the bonuses flag too (games-wallet-bonuses §5); a campaign is offered only in
 * its countries and currency, and a GB player is never given wagering above 10× even if a campaign slipped through.
 */
export function claimRefusal(player: ClaimingPlayer, campaign: Pick<CampaignDefinition, 'countries' | 'currency' | 'wrMultiplier'>): ClaimRefusal | null {
  if (!player.bonuses || player.payout || player.status === 'PAYOUT' || player.multibrandSuspended) return 'bonuses_restricted';
  if (!offeredIn(campaign.countries, player.countryCode) || campaign.currency !== player.currencyCode) return 'not_offered';
  if (player.countryCode === 'GB' && campaign.wrMultiplier > UK_MAX_WAGERING_MULTIPLIER) return 'not_offered';
  return null;
}
