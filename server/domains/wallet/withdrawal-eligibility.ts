import type { KycStatus } from '@/server/db/schema/enums';
import type { WalletOperationResult } from '@/lib/wallet/wallet-results';
import { isPayoutRisk, isSuspended, type PlayerGateFacts } from './player-gates';

/** Rolling 24-hour withdrawal limit in minor units (10,000.00 in the player's currency); see docs/decisions.md. */
export const DAILY_WITHDRAWAL_LIMIT = 1_000_000n;

/** KYC levels that clear a player for withdrawals (identity verified). */
const KYC_CLEARED: readonly KycStatus[] = ['DATA_VERIFIED', 'FULLY VERIFIED', 'ENHANCED KYC', 'ENHANCED', 'NOT_REQUIRED'];
const KYC_UNDER_REVIEW: readonly KycStatus[] = ['PENDING', 'EDD_PENDING', 'EDD_UNDER_REVIEW'];

export interface WithdrawalEligibilityInput extends PlayerGateFacts {
  amount: bigint;
  mainBalance: bigint;
  /** Non-cancelled withdrawals requested in the last 24 hours. */
  withdrawnInWindow: bigint;
  dailyLimit?: bigint;
}

export interface WithdrawalEligibility {
  result: WalletOperationResult;
  /** What may still be withdrawn in the window (0 when the limit is reached). */
  limit: bigint;
  originalLimit: bigint;
}

/** Whether a withdrawal of `amount` may be reserved now; the first failing rule decides. */
export function withdrawalEligibility(input: WithdrawalEligibilityInput): WithdrawalEligibility {
  const originalLimit = input.dailyLimit ?? DAILY_WITHDRAWAL_LIMIT;
  const remaining = originalLimit - input.withdrawnInWindow;
  const limit = remaining > 0n ? remaining : 0n;
  const answer = (result: WalletOperationResult): WithdrawalEligibility => ({ result, limit, originalLimit });
  if (!input.withdrawal || isPayoutRisk(input) || isSuspended(input)) return answer('RESTRICTED');
  if (input.kycStatus === 'RESTRICTED') return answer('DOCUMENTS_REQUIRED_RESTRICTED');
  if (KYC_UNDER_REVIEW.includes(input.kycStatus)) return answer('DOCUMENTS_UNDER_REVIEW');
  if (!KYC_CLEARED.includes(input.kycStatus)) return answer('DOCUMENTS_REQUIRED');
  if (input.amount > limit) return answer('WITHDRAWAL_LIMIT_REACHED');
  if (input.amount > input.mainBalance) return answer('NOT_ENOUGH_FUNDS');
  return answer('SUCCESS');
}
