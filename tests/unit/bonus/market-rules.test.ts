import { campaignDefinitionSchema } from '@/lib/bonus/campaign-schema';
import { campaignRuleViolations, claimRefusal, UK_MAX_WAGERING_MULTIPLIER } from '@/lib/bonus/market-rules';

const base = {
  slug: 'welcome',
  kind: 'TRIGGERED',
  triggerType: 'FIRST_DEPOSIT',
  bonusKind: 'CASINO',
  vertical: 'CASINO',
  currency: 'EUR',
  wrMultiplier: 10,
  validDays: 30,
  minDeposit: 2000,
  matchPercent: 100,
  maxBonus: 20000,
};
const campaign = (overrides: Record<string, unknown> = {}) => campaignDefinitionSchema.parse({ ...base, ...overrides });
const player = { countryCode: 'FI', currencyCode: 'EUR', bonuses: true, payout: false, status: 'REGISTERED', multibrandSuspended: false };

describe('campaign market rules', () => {
  it('accepts a compliant deposit campaign', () => {
    expect(campaignRuleViolations(campaign())).toEqual([]);
  });

  it('refuses wagering above 10× wherever GB is offered (every country, or GB listed), and allows it elsewhere', () => {
    expect(UK_MAX_WAGERING_MULTIPLIER).toBe(10);
    expect(campaignRuleViolations(campaign({ wrMultiplier: 11 }))).toContain('uk_wagering_above_10x');
    expect(campaignRuleViolations(campaign({ wrMultiplier: 11, countries: ['GB'] }))).toContain('uk_wagering_above_10x');
    expect(campaignRuleViolations(campaign({ wrMultiplier: 35, countries: ['FI', 'DE'] }))).toEqual([]);
    expect(campaignRuleViolations(campaign({ wrMultiplier: 10, countries: ['GB'] }))).toEqual([]);
  });

  it('refuses mixed-product offers, unsupported kinds and triggers, and incomplete amounts', () => {
    expect(campaignRuleViolations(campaign({ vertical: 'SPORTS' }))).toContain('mixed_product');
    expect(campaignRuleViolations(campaign({ triggerType: 'CASHBACK_DAILY', fixedAmount: 100 }))).toContain('unsupported_trigger');
    expect(campaignRuleViolations(campaign({ bonusKind: 'FREE_SPINS' }))).toContain('unsupported_bonus_kind');
    expect(campaignRuleViolations(campaign({ kind: 'OPT_IN' }))).toContain('unsupported_bonus_kind');
    expect(campaignRuleViolations(campaign({ matchPercent: null }))).toContain('deposit_bonus_needs_match');
    expect(campaignRuleViolations(campaign({ triggerType: 'MANUAL_BONUS_CODE', kind: 'MANUAL' }))).toEqual(
      expect.arrayContaining(['fixed_bonus_needs_amount', 'bonus_code_missing']),
    );
    expect(campaignRuleViolations(campaign({ triggerType: 'REGISTRATION_WITH_TIMEFRAME', fixedAmount: 500 }))).toContain('registration_needs_timeframe');
    expect(campaignRuleViolations(campaign({ kind: 'TRIGGERED', triggerType: null, fixedAmount: 500 }))).toContain('triggered_needs_trigger');
    expect(campaignRuleViolations(campaign({ startsAt: '2026-02-01', endsAt: '2026-01-01' }))).toContain('window_inverted');
  });

  it('upper-cases bonus codes and refuses malformed ones', () => {
    expect(campaign({ bonusCode: ' harbour10 ' }).bonusCode).toBe('HARBOUR10');
    expect(() => campaign({ bonusCode: 'no spaces!' })).toThrow();
  });
});

describe('claim refusal (games-wallet-bonuses.md §2 guards, games-wallet-bonuses §5 flags)', () => {
  const offer = { countries: ['FI'], currency: 'EUR', wrMultiplier: 30 };
  it('lets an eligible player claim', () => expect(claimRefusal(player, offer)).toBeNull());
  it.each([{ bonuses: false }, { payout: true }, { status: 'PAYOUT' }, { multibrandSuspended: true }])('restricts %o', (flags) => {
    expect(claimRefusal({ ...player, ...flags }, offer)).toBe('bonuses_restricted');
  });
  it('offers only in the campaign countries and currency, and never above 10× to a GB player', () => {
    expect(claimRefusal({ ...player, countryCode: 'SE' }, offer)).toBe('not_offered');
    expect(claimRefusal({ ...player, currencyCode: 'SEK' }, offer)).toBe('not_offered');
    expect(claimRefusal({ ...player, countryCode: 'GB', currencyCode: 'GBP' }, { countries: [], currency: 'GBP', wrMultiplier: 11 })).toBe('not_offered');
  });
});
