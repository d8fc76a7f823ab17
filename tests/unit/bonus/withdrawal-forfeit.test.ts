import { PlatformApiError } from '@/lib/api/errors';
import { forfeitOnWithdrawalOf, rewardCodeKey } from '@/lib/bonus/ui-api';
import { endingOnWithdrawal, withdrawalNeedsForfeitConsent } from '@/lib/bonus/withdrawal-forfeit';
import { depositBonusState } from '@/lib/wallet/deposit-result';

const now = new Date('2026-11-27T10:00:00Z');
const later = new Date('2026-12-04T10:00:00Z');
const earlier = new Date('2026-11-27T09:59:59Z');

describe('forfeit on withdrawal: what a withdrawal does to each running bonus (docs/decisions.md)', () => {
  it('forfeits a running bonus, completes a wagered one (even past expiry) and expires an expired one', () => {
    expect(endingOnWithdrawal({ wageringReachedAt: null, expiresAt: later }, now)).toBe('FORFEITED');
    expect(endingOnWithdrawal({ wageringReachedAt: null, expiresAt: null }, now)).toBe('FORFEITED');
    expect(endingOnWithdrawal({ wageringReachedAt: earlier, expiresAt: earlier }, now)).toBe('COMPLETED');
    expect(endingOnWithdrawal({ wageringReachedAt: null, expiresAt: earlier }, now)).toBe('EXPIRED');
    expect(endingOnWithdrawal({ wageringReachedAt: null, expiresAt: now }, now)).toBe('EXPIRED');
  });

  it('asks for consent only when some bonus would be forfeited', () => {
    expect(withdrawalNeedsForfeitConsent([], now)).toBe(false);
    expect(withdrawalNeedsForfeitConsent([{ wageringReachedAt: earlier, expiresAt: later }], now)).toBe(false);
    expect(
      withdrawalNeedsForfeitConsent(
        [
          { wageringReachedAt: null, expiresAt: earlier },
          { wageringReachedAt: null, expiresAt: later },
        ],
        now,
      ),
    ).toBe(true);
  });

  it('opens the modal only for the withdrawal 409 with ACTIVE_BONUS_ON_WITHDRAWAL and an assignment id', () => {
    const refusal = (code: string, info: Record<string, string | number>) => new PlatformApiError(409, code, 'x', [], info);
    expect(forfeitOnWithdrawalOf(refusal('error.withdrawal.bonus.active', { errorType: 'ACTIVE_BONUS_ON_WITHDRAWAL', assignmentId: 4 }))).toEqual({
      assignmentId: 4,
    });
    expect(forfeitOnWithdrawalOf(refusal('error.withdrawal.bonus.active', { errorType: 'OTHER', assignmentId: 4 }))).toBeNull();
    expect(forfeitOnWithdrawalOf(refusal('error.bonus.active.already.exists', { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL', assignmentId: 4 }))).toBeNull();
    expect(forfeitOnWithdrawalOf(refusal('error.withdrawal.bonus.active', { errorType: 'ACTIVE_BONUS_ON_WITHDRAWAL' }))).toBeNull();
    expect(forfeitOnWithdrawalOf(new Error('offline'))).toBeNull();
  });
});

describe('deposit result: the selected bonus', () => {
  it('is GRANTED once settled without a refusal, NOT_GRANTED with one or when the deposit failed, else PENDING', () => {
    expect(depositBonusState({ status: 'SUCCESS', bonusRefusal: null })).toBe('GRANTED');
    expect(depositBonusState({ status: 'SUCCESS', bonusRefusal: 'error.bonus.not_eligible' })).toBe('NOT_GRANTED');
    expect(depositBonusState({ status: 'FAILED', bonusRefusal: null })).toBe('NOT_GRANTED');
    expect(depositBonusState({ status: 'PENDING', bonusRefusal: null })).toBe('PENDING');
    expect(depositBonusState({ status: 'WAITING_INPUT', bonusRefusal: null })).toBe('PENDING');
  });

  it('words the reason with the bonus messages: a known code has its own, anything else the generic one', () => {
    expect(rewardCodeKey('error.bonus.deposit.below_minimum')).toBe('error_bonus_deposit_below_minimum');
    expect(rewardCodeKey('error.bonus.active.already.exists')).toBe('error_bonus_active_already_exists');
    expect(rewardCodeKey('error.bonus.campaign.not_found')).toBe('error_oops_tryAgain');
  });
});
