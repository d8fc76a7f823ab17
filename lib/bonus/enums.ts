// Spec games-wallet-bonuses.md §3 bonus vocabulary ("Reward", "Bonus vocabulary"), in the spec's words. Isomorphic:
// the database CHECK constraints, the contracts and the pages all read these tuples.

/** games-wallet-bonuses.md §3 "Campaign kinds". */
export const CAMPAIGN_KINDS = ['MANUAL', 'TRIGGERED', 'OPT_IN', 'LOYALTY'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** games-wallet-bonuses.md §3 "Reward" campaignStatus. */
export const CAMPAIGN_STATUSES = ['ACTIVE', 'DRAFT', 'EXPIRED', 'CANCELED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** games-wallet-bonuses.md §3 "Campaign list filters". */
export const CAMPAIGN_LIST_FILTERS = ['ACTIVE', 'ALL', 'CANCELED', 'COMPLETED', 'DRAFT', 'EXPIRED'] as const;
export type CampaignListFilter = (typeof CAMPAIGN_LIST_FILTERS)[number];

/** games-wallet-bonuses.md §3 "Trigger types". */
export const TRIGGER_TYPES = [
  'FIRST_DEPOSIT',
  'NEXT_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'REGISTRATION_WITH_TIMEFRAME',
  'CASHBACK_INSTANT',
  'CASHBACK_DAILY',
  'CASHBACK_WEEKLY',
  'CASHBACK_WITH_TIMEFRAME',
  'CASHBACK_SPECIFIC_DAY',
  'LINKED_CAMPAIGN',
  'CASHBACK_BOOSTER',
  'MANUAL_BONUS_CODE',
  'TOURNAMENT',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** The deposit triggers and the deposit number each stands for (NEXT_DEPOSIT: any deposit). */
export const DEPOSIT_TRIGGER_NUMBER: Partial<Record<TriggerType, number | 'any'>> = {
  FIRST_DEPOSIT: 1,
  SECOND_DEPOSIT: 2,
  THIRD_DEPOSIT: 3,
  FOURTH_DEPOSIT: 4,
  FIFTH_DEPOSIT: 5,
  NEXT_DEPOSIT: 'any',
};

export function isDepositTrigger(trigger: TriggerType | null): boolean {
  return trigger !== null && DEPOSIT_TRIGGER_NUMBER[trigger] !== undefined;
}

/** games-wallet-bonuses.md §3 "Bonus kinds". */
export const BONUS_KINDS = ['CASINO', 'FREE_BET', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** games-wallet-bonuses.md §3 "Stickiness" (the Reward's bonusType). */
export const BONUS_STICKINESS = ['STICKY', 'NON_STICKY'] as const;
export type BonusStickiness = (typeof BONUS_STICKINESS)[number];

/** games-wallet-bonuses.md §3 "Reward" vertical; each has its own BONUS account in the ledger. */
export const BONUS_VERTICALS = ['CASINO', 'LIVE_CASINO', 'SPORTS'] as const;
export type BonusVertical = (typeof BONUS_VERTICALS)[number];

/** games-wallet-bonuses.md §3 "Lists" (the rewardsType query). */
export const REWARDS_TYPES = ['ELIGIBLE', 'ACTIVE'] as const;
export type RewardsType = (typeof REWARDS_TYPES)[number];

/**
 * An assignment's state. ACTIVATED and FORFEITED are the spec's "States" (games-wallet-bonuses.md §3); ELIGIBLE is a
 * reward a trigger assigned and the player has not claimed yet; COMPLETED (wagering met, converted to cash) and
 * EXPIRED (time ran out) end an assignment like FORFEITED does.
 */
export const ASSIGNMENT_STATES = ['ELIGIBLE', 'ACTIVATED', 'COMPLETED', 'FORFEITED', 'EXPIRED'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** The spec's game categories (content gameType) a campaign may weight for wagering. */
export const CONTRIBUTION_GAME_TYPES = [
  'slots',
  'bigWays',
  'instantWin',
  'dice',
  'tableGames',
  'blackjack',
  'roulette',
  'baccarat',
  'poker',
  'videoPoker',
  'gameShow',
  'horseRacing',
  'greyhoundRacing',
] as const;
export type ContributionGameType = (typeof CONTRIBUTION_GAME_TYPES)[number];
