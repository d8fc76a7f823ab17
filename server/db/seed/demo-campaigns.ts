import type { CampaignDefinition } from '@/lib/bonus/campaign-schema';

type DemoCampaign = Partial<CampaignDefinition> &
  Pick<CampaignDefinition, 'slug' | 'kind' | 'bonusKind' | 'vertical' | 'currency' | 'wrMultiplier' | 'validDays'>;

/** EUR markets of the demo (GB is left out: a 30× welcome offer may not be made there, lib/bonus/market-rules.ts). */
const EUR_COUNTRIES = ['FI', 'DE', 'AT', 'IE', 'MT', 'NL'];
const SLOTS_FIRST = { slots: 100, bigWays: 100, instantWin: 100, tableGames: 10, videoPoker: 10 };

/**
 * The demo's bonus campaigns, seeded by `npm run db:seed` (a welcome offer with a follow-up, a reload bonus, a bonus
 * code and a sign-up reward, claimed from the rewards page or the lobby's rewards tab). Their player-facing text is the content promotion each names; the numbers match that
 * promotion's significant terms. A follow-up is listed before the campaign linking to it (the link names its slug).
 */
export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    // LINKED_CAMPAIGN: offered when a welcome bonus completes (its wagering met), claimed on the rewards page.
    slug: 'welcome-follow-up',
    kind: 'TRIGGERED',
    status: 'ACTIVE',
    triggerType: 'LINKED_CAMPAIGN',
    bonusKind: 'CASINO',
    vertical: 'CASINO',
    stickiness: 'NON_STICKY',
    currency: 'EUR',
    countries: EUR_COUNTRIES,
    wrMultiplier: 10,
    validDays: 7,
    fixedAmount: 1000n,
    maxBet: 500n,
    gameContributions: SLOTS_FIRST,
    defaultContribution: 100,
    maxConversion: 5000n,
  },
  {
    slug: 'welcome-casino',
    kind: 'TRIGGERED',
    status: 'ACTIVE',
    triggerType: 'FIRST_DEPOSIT',
    bonusKind: 'CASINO',
    vertical: 'CASINO',
    stickiness: 'NON_STICKY',
    currency: 'EUR',
    countries: EUR_COUNTRIES,
    wrMultiplier: 30,
    validDays: 30,
    minDeposit: 2000n,
    matchPercent: 100,
    maxBonus: 20000n,
    maxBet: 500n,
    gameContributions: SLOTS_FIRST,
    defaultContribution: 100,
    maxConversion: 100000n,
    promotionSlug: 'welcome-package',
    linkedCampaignSlug: 'welcome-follow-up',
  },
  {
    slug: 'second-deposit-reload',
    kind: 'TRIGGERED',
    status: 'ACTIVE',
    triggerType: 'SECOND_DEPOSIT',
    bonusKind: 'CASINO',
    vertical: 'CASINO',
    stickiness: 'NON_STICKY',
    currency: 'EUR',
    countries: EUR_COUNTRIES,
    wrMultiplier: 30,
    validDays: 14,
    minDeposit: 2000n,
    matchPercent: 50,
    maxBonus: 10000n,
    maxBet: 500n,
    gameContributions: SLOTS_FIRST,
    defaultContribution: 100,
    promotionSlug: 'second-deposit-reload',
  },
  {
    slug: 'harbour-ten-code',
    kind: 'MANUAL',
    status: 'ACTIVE',
    triggerType: 'MANUAL_BONUS_CODE',
    bonusKind: 'CASINO',
    vertical: 'CASINO',
    stickiness: 'STICKY',
    currency: 'EUR',
    wrMultiplier: 10,
    validDays: 7,
    fixedAmount: 1000n,
    maxBet: 200n,
    gameContributions: SLOTS_FIRST,
    defaultContribution: 100,
    maxConversion: 5000n,
    bonusCode: 'HARBOUR10',
  },
  {
    // REGISTRATION_WITH_TIMEFRAME: offered at sign-up for 7 days, claimed from the lobby's rewards tab or the rewards
    // page; a live casino bonus, so it never blocks the casino welcome offer (one running bonus per vertical), and
    // MANUAL, so it is not a triggered deposit bonus either. Its claim waits for the player's consent to the terms.
    slug: 'sign-up-live-reward',
    kind: 'MANUAL',
    status: 'ACTIVE',
    triggerType: 'REGISTRATION_WITH_TIMEFRAME',
    bonusKind: 'LIVE_CASINO',
    vertical: 'LIVE_CASINO',
    stickiness: 'NON_STICKY',
    currency: 'EUR',
    countries: EUR_COUNTRIES,
    wrMultiplier: 10,
    validDays: 7,
    registrationDays: 7,
    fixedAmount: 500n,
    maxBet: 200n,
    gameContributions: { roulette: 10, blackjack: 20, baccarat: 20, gameShow: 50 },
    defaultContribution: 100,
    maxConversion: 5000n,
    requiresConsent: true,
  },
];
