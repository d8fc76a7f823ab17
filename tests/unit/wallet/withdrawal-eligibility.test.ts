import { KYC_STATUSES } from '@/server/db/schema/enums';
import { DAILY_WITHDRAWAL_LIMIT, withdrawalEligibility, type WithdrawalEligibilityInput } from '@/server/domains/wallet/withdrawal-eligibility';

const ok: WithdrawalEligibilityInput = {
  status: 'REGISTERED',
  kycStatus: 'FULLY VERIFIED',
  deposit: true,
  withdrawal: true,
  payout: false,
  amount: 1_000n,
  mainBalance: 5_000n,
  withdrawnInWindow: 0n,
};

describe('withdrawalEligibility', () => {
  it('allows a verified player within balance and limit, reporting what remains', () => {
    expect(withdrawalEligibility({ ...ok, withdrawnInWindow: 200n })).toEqual({
      result: 'SUCCESS',
      limit: DAILY_WITHDRAWAL_LIMIT - 200n,
      originalLimit: DAILY_WITHDRAWAL_LIMIT,
    });
  });

  it.each([
    [{ withdrawal: false }, 'RESTRICTED'],
    [{ payout: true }, 'RESTRICTED'],
    [{ status: 'PAYOUT' as const }, 'RESTRICTED'],
    [{ status: 'SELF_EXCLUDED' as const }, 'RESTRICTED'],
    [{ status: 'TIMEOUT' as const }, 'RESTRICTED'],
    [{ kycStatus: 'SUSPENDED' as const }, 'RESTRICTED'],
    [{ kycStatus: 'RESTRICTED' as const }, 'DOCUMENTS_REQUIRED_RESTRICTED'],
    [{ kycStatus: 'EDD_UNDER_REVIEW' as const }, 'DOCUMENTS_UNDER_REVIEW'],
    [{ kycStatus: 'NOT_VERIFIED' as const }, 'DOCUMENTS_REQUIRED'],
    [{ amount: 5_001n }, 'NOT_ENOUGH_FUNDS'],
    [{ withdrawnInWindow: DAILY_WITHDRAWAL_LIMIT }, 'WITHDRAWAL_LIMIT_REACHED'],
    [{ withdrawnInWindow: DAILY_WITHDRAWAL_LIMIT - 999n }, 'WITHDRAWAL_LIMIT_REACHED'],
  ])('%o → %s', (change, result) => {
    expect(withdrawalEligibility({ ...ok, ...change }).result).toBe(result);
  });

  it('reports limit 0 once the window is used up', () => {
    expect(withdrawalEligibility({ ...ok, withdrawnInWindow: DAILY_WITHDRAWAL_LIMIT + 5n })).toMatchObject({ result: 'WITHDRAWAL_LIMIT_REACHED', limit: 0n });
  });

  it('gives every KYC level a defined answer', () => {
    const answers = Object.fromEntries(KYC_STATUSES.map((kycStatus) => [kycStatus, withdrawalEligibility({ ...ok, kycStatus }).result]));
    expect(answers).toEqual({
      NOT_VERIFIED: 'DOCUMENTS_REQUIRED',
      DATA_VERIFIED: 'SUCCESS',
      PENDING: 'DOCUMENTS_UNDER_REVIEW',
      'FULLY VERIFIED': 'SUCCESS',
      'ENHANCED KYC': 'SUCCESS',
      EDD_PENDING: 'DOCUMENTS_UNDER_REVIEW',
      EDD_UNDER_REVIEW: 'DOCUMENTS_UNDER_REVIEW',
      ENHANCED: 'SUCCESS',
      RESTRICTED: 'DOCUMENTS_REQUIRED_RESTRICTED',
      SUSPENDED: 'RESTRICTED',
      PENDING_EXPIRED: 'DOCUMENTS_REQUIRED',
      NOT_REQUIRED: 'SUCCESS',
    });
  });
});
