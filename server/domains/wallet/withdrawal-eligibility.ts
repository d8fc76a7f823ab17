import type { WalletOperationResult } from '@/lib/wallet/wallet-results';
import { withdrawalKycResult, type KycFacts } from '@/lib/documents/kyc-rules';
import { isPayoutRisk, isSuspended, type PlayerGateFacts } from './player-gates';

/** Rolling 24-hour withdrawal limit in minor units (10,000.00 in the player's currency); see docs/decisions.md. */
export const DAILY_WITHDRAWAL_LIMIT = 1_000_000n;

export interface WithdrawalEligibilityInput extends PlayerGateFacts {
  amount: bigint;
  mainBalance: bigint;
  /** Non-cancelled withdrawals requested in the last 24 hours. */
  withdrawnInWindow: bigint;
  dailyLimit?: bigint;
  /**
   * The player's documents and lifetime deposits for the KYC rules (lib/documents/kyc-rules.ts, docs/decisions.md
   * "Documents and KYC levels"); absent: no documents and no deposits, so the level alone decides.
   */
  kyc?: Omit<KycFacts, 'kycStatus'>;
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
  const kyc = withdrawalKycResult({ documents: [], lifetimeDeposits: 0n, ...input.kyc, kycStatus: input.kycStatus });
  if (kyc !== 'SUCCESS') return answer(kyc);
  if (input.amount > limit) return answer('WITHDRAWAL_LIMIT_REACHED');
  if (input.amount > input.mainBalance) return answer('NOT_ENOUGH_FUNDS');
  return answer('SUCCESS');
}
