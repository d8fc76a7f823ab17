import type { IdentityCheckOutcome } from '@/lib/identity-verification/schemas';
import type { KycStatus } from '@/server/db/schema/enums';

/**
 * The levels an identity check moves a player between (identity-and-account §3 "KYC levels"). Every other level
 * is an operator's decision (enhanced due diligence, a restriction, a suspension, "not required") and a vendor's
 * result leaves it as it is (docs/decisions.md, "Identity verification results").
 */
const CHECK_LEVELS: readonly KycStatus[] = ['NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'PENDING_EXPIRED', 'FULLY VERIFIED'];

/** The player's KYC level after a vendor's check ended in `outcome`. */
export function kycStatusAfterCheck(current: KycStatus, outcome: IdentityCheckOutcome): KycStatus {
  if (!CHECK_LEVELS.includes(current)) return current;
  if (outcome === 'APPROVED') return 'FULLY VERIFIED';
  // A verified identity is not taken back by a later check still under review or refused: the operator decides.
  if (current === 'FULLY VERIFIED') return current;
  if (outcome === 'PENDING') return 'PENDING';
  // DECLINED: a check under review ends unverified; verified data and a passed deadline stay what they were.
  return current === 'PENDING' ? 'NOT_VERIFIED' : current;
}
