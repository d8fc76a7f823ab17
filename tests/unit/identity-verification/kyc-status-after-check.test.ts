import { IDENTITY_CHECK_OUTCOMES } from '@/lib/identity-verification/schemas';
import { KYC_STATUSES, type KycStatus } from '@/server/db/schema/enums';
import { kycStatusAfterCheck } from '@/server/domains/identity-verification/kyc-status-after-check';

// Every level × every outcome: the table is the rule (docs/decisions.md, "Identity verification results").
const EXPECTED: Record<KycStatus, Record<(typeof IDENTITY_CHECK_OUTCOMES)[number], KycStatus>> = {
  NOT_VERIFIED: { APPROVED: 'FULLY VERIFIED', PENDING: 'PENDING', DECLINED: 'NOT_VERIFIED' },
  DATA_VERIFIED: { APPROVED: 'FULLY VERIFIED', PENDING: 'PENDING', DECLINED: 'DATA_VERIFIED' },
  PENDING: { APPROVED: 'FULLY VERIFIED', PENDING: 'PENDING', DECLINED: 'NOT_VERIFIED' },
  PENDING_EXPIRED: { APPROVED: 'FULLY VERIFIED', PENDING: 'PENDING', DECLINED: 'PENDING_EXPIRED' },
  'FULLY VERIFIED': { APPROVED: 'FULLY VERIFIED', PENDING: 'FULLY VERIFIED', DECLINED: 'FULLY VERIFIED' },
  'ENHANCED KYC': { APPROVED: 'ENHANCED KYC', PENDING: 'ENHANCED KYC', DECLINED: 'ENHANCED KYC' },
  EDD_PENDING: { APPROVED: 'EDD_PENDING', PENDING: 'EDD_PENDING', DECLINED: 'EDD_PENDING' },
  EDD_UNDER_REVIEW: { APPROVED: 'EDD_UNDER_REVIEW', PENDING: 'EDD_UNDER_REVIEW', DECLINED: 'EDD_UNDER_REVIEW' },
  ENHANCED: { APPROVED: 'ENHANCED', PENDING: 'ENHANCED', DECLINED: 'ENHANCED' },
  RESTRICTED: { APPROVED: 'RESTRICTED', PENDING: 'RESTRICTED', DECLINED: 'RESTRICTED' },
  SUSPENDED: { APPROVED: 'SUSPENDED', PENDING: 'SUSPENDED', DECLINED: 'SUSPENDED' },
  NOT_REQUIRED: { APPROVED: 'NOT_REQUIRED', PENDING: 'NOT_REQUIRED', DECLINED: 'NOT_REQUIRED' },
};

describe('kycStatusAfterCheck', () => {
  it('covers every KYC level of the spec', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...KYC_STATUSES].sort());
  });

  it.each(KYC_STATUSES.flatMap((level) => IDENTITY_CHECK_OUTCOMES.map((outcome) => [level, outcome] as const)))('%s + %s', (level, outcome) => {
    expect(kycStatusAfterCheck(level, outcome)).toBe(EXPECTED[level][outcome]);
  });
});
