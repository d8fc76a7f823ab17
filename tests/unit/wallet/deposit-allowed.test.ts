import { ACCOUNT_STATUSES } from '@/lib/identity/schemas';
import { KYC_STATUSES } from '@/server/db/schema/enums';
import { depositAllowed } from '@/server/domains/wallet/deposit-allowed';

const BLOCKING_STATUSES = new Set(['CLOSED', 'BLACKLISTED', 'RESTRICTED', 'SELF_EXCLUDED', 'TIMEOUT', 'PAYOUT']);

// Exhaustive over every combination of the inputs the rule reads: 2 × 2 × 9 × 12 × 2 = 864 cases.
describe('depositAllowed', () => {
  const cases = [true, false].flatMap((deposit) =>
    [true, false].flatMap((payout) =>
      ACCOUNT_STATUSES.flatMap((status) =>
        KYC_STATUSES.flatMap((kycStatus) => [true, false].map((verifyLater) => ({ deposit, payout, status, kycStatus, verifyLater, withdrawal: true }))),
      ),
    ),
  );

  it('covers every combination', () => expect(cases).toHaveLength(864));

  it.each(cases)('deposit=$deposit payout=$payout status=$status kyc=$kycStatus later=$verifyLater', (input) => {
    const suspended = BLOCKING_STATUSES.has(input.status) || input.kycStatus === 'SUSPENDED';
    const expected =
      !input.deposit || input.payout || suspended
        ? 'RESTRICTED'
        : input.kycStatus === 'PENDING_EXPIRED' && !input.verifyLater
          ? 'DOCUMENTS_REQUIRED'
          : 'SUCCESS';
    expect(depositAllowed(input)).toBe(expected);
  });

  it('allows the ordinary registered player', () => {
    expect(depositAllowed({ deposit: true, payout: false, withdrawal: true, status: 'REGISTERED', kycStatus: 'NOT_VERIFIED', verifyLater: false })).toBe(
      'SUCCESS',
    );
  });
});
