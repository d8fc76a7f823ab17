import { PlatformApiError } from '@/lib/api/errors';
import { bonusCodeInputValid } from '@/lib/bonus/ui-code';
import { BONUS_STORAGE_KEYS, consentRequiredOf, forfeitFlowOf, rewardErrorKey } from '@/lib/bonus/ui-api';
import { liveMessageSchema } from '@/lib/wallet/live-events';

describe('reward errors on the pages (games-wallet-bonuses.md §8)', () => {
  it('opens the forfeit flow for ACTIVE_BONUS_IN_SAME_VERTICAL and ACTIVE_TRIGGERED_BONUS only', () => {
    const same = new PlatformApiError(409, 'error.bonus.active.already.exists', 'x', [], { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL', assignmentId: 7 });
    const triggered = new PlatformApiError(409, 'error.bonus.active.triggered.already.exists', 'x', [], {
      errorType: 'ACTIVE_TRIGGERED_BONUS',
      assignmentId: 8,
    });
    expect(forfeitFlowOf(same)).toEqual({ errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL', assignmentId: 7 });
    expect(forfeitFlowOf(triggered)).toEqual({ errorType: 'ACTIVE_TRIGGERED_BONUS', assignmentId: 8 });
    expect(forfeitFlowOf(new PlatformApiError(409, 'error.bonus.claim.limit_reached', 'x'))).toBeNull();
    expect(forfeitFlowOf(new Error('network'))).toBeNull();
  });

  it('opens the consent step for a claim refused without consent, and shows its message', () => {
    const refused = new PlatformApiError(400, 'error.bonus.consent.required', 'x', [], { errorType: 'CONSENT_REQUIRED', campaignId: 3 });
    expect(consentRequiredOf(refused)).toBe(true);
    expect(forfeitFlowOf(refused)).toBeNull();
    expect(rewardErrorKey(refused)).toBe('error_bonus_consent_required');
    expect(consentRequiredOf(new PlatformApiError(409, 'error.bonus.not_eligible', 'x'))).toBe(false);
    expect(consentRequiredOf(new Error('network'))).toBe(false);
  });

  it('shows known codes (bonus_code ones included) and error.oops.tryAgain for anything else', () => {
    expect(rewardErrorKey(new PlatformApiError(400, 'error.bonus_code.invalid', 'x'))).toBe('error_bonus_code_invalid');
    expect(rewardErrorKey(new PlatformApiError(500, 'error.system.error', 'x'))).toBe('error_oops_tryAgain');
    expect(rewardErrorKey(new TypeError('fetch failed'))).toBe('error_oops_tryAgain');
  });

  it('names the spec’s storage keys and checks codes before any call', () => {
    expect(BONUS_STORAGE_KEYS).toEqual({ hideWageringPopup: 'hide_wagering_requirements_popup', campaignIds: 'campaignIds' });
    expect(bonusCodeInputValid(' harbour10 ')).toBe(true);
    expect(bonusCodeInputValid('no')).toBe(false);
    expect(bonusCodeInputValid('two words')).toBe(false);
  });

  it('parses the live wagering-progress push', () => {
    const message = {
      body: {
        type: 'BONUS_WAGERING_PROGRESS',
        progress: [{ assignmentId: 1, campaignId: 2, vertical: 'CASINO', currency: 'EUR', wagered: 50, required: 150000, bonusBalance: 5000 }],
      },
    };
    expect(liveMessageSchema.parse(message)).toEqual(message);
  });
});
