import { campaignDefinitionSchema } from '@/lib/bonus/campaign-schema';
import { campaignRuleViolations } from '@/lib/bonus/market-rules';
import { consentMissing, linkRefusal, OFFERED_BY, offerOpen, registrationOfferUntil } from '@/lib/bonus/trigger-policy';

describe('bonus trigger policy (docs/decisions.md "Bonus triggers and consent")', () => {
  it('opens a registration reward for registrationDays after sign-up, and closes it then', () => {
    const createdAt = new Date('2026-11-01T12:00:00Z');
    const until = registrationOfferUntil(createdAt, 7);
    expect(until.toISOString()).toBe('2026-11-08T12:00:00.000Z');
    expect(offerOpen(until, new Date('2026-11-08T11:59:59Z'))).toBe(true);
    expect(offerOpen(until, until)).toBe(false);
    expect(offerOpen(null, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('keys one offer per trigger: the registration, and each completed assignment of a linked campaign', () => {
    expect(OFFERED_BY.registration).toBe('REGISTRATION');
    expect(OFFERED_BY.linked(42)).toBe('LINKED:42');
    expect(OFFERED_BY.linked(42)).not.toBe(OFFERED_BY.linked(43));
  });

  it('links only to another LINKED_CAMPAIGN campaign in the same currency', () => {
    const source = { campaignId: 1, currency: 'EUR' };
    expect(linkRefusal(source, { campaignId: 2, currency: 'EUR', triggerType: 'LINKED_CAMPAIGN' })).toBeNull();
    expect(linkRefusal(source, { campaignId: 1, currency: 'EUR', triggerType: 'LINKED_CAMPAIGN' })).toBe('link_to_itself');
    expect(linkRefusal(source, { campaignId: 2, currency: 'EUR', triggerType: 'MANUAL_BONUS_CODE' })).toBe('link_needs_linked_trigger');
    expect(linkRefusal(source, { campaignId: 2, currency: 'EUR', triggerType: null })).toBe('link_needs_linked_trigger');
    expect(linkRefusal(source, { campaignId: 2, currency: 'SEK', triggerType: 'LINKED_CAMPAIGN' })).toBe('link_currency_differs');
  });

  it('waits for consent only where the campaign requires it, and only a yes counts (the latest answer)', () => {
    expect(consentMissing({ requiresConsent: false }, null)).toBe(false);
    expect(consentMissing({ requiresConsent: true }, null)).toBe(true);
    expect(consentMissing({ requiresConsent: true }, { agreed: false })).toBe(true);
    expect(consentMissing({ requiresConsent: true }, { agreed: true })).toBe(false);
  });

  it('refuses a deposit bonus that requires consent (the deposit form has no consent step), allows it elsewhere', () => {
    const base = { slug: 'consent-test', kind: 'TRIGGERED', bonusKind: 'CASINO', vertical: 'CASINO', currency: 'EUR', wrMultiplier: 10, validDays: 7 };
    const deposit = campaignDefinitionSchema.parse({ ...base, triggerType: 'FIRST_DEPOSIT', matchPercent: 100, maxBonus: 100, requiresConsent: true });
    expect(campaignRuleViolations(deposit)).toEqual(['consent_on_deposit_bonus']);
    const registration = campaignDefinitionSchema.parse({
      ...base,
      triggerType: 'REGISTRATION_WITH_TIMEFRAME',
      registrationDays: 7,
      fixedAmount: 500,
      requiresConsent: true,
    });
    expect(campaignRuleViolations(registration)).toEqual([]);
    expect(campaignDefinitionSchema.parse({ ...base, triggerType: 'LINKED_CAMPAIGN', fixedAmount: 500 }).requiresConsent).toBe(false);
  });
});
