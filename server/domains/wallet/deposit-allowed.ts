import type { WalletOperationResult } from '@/lib/wallet/wallet-results';
import { isPayoutRisk, isSuspended, type PlayerGateFacts } from './player-gates';

export interface DepositAllowedInput extends PlayerGateFacts {
  /** The `later` query variant: the player chose to verify their documents later. */
  verifyLater: boolean;
}

/**
 * Spec rule (identity-and-account §6): deposit is allowed when the deposit flag is set, payout is not set and
 * the account is not suspended. A KYC deadline that has passed (PENDING_EXPIRED) asks for documents unless the
 * player took the verify-later path (games-wallet-bonuses §4 "Deposit flow").
 */
export function depositAllowed(input: DepositAllowedInput): WalletOperationResult {
  if (!input.deposit || isPayoutRisk(input) || isSuspended(input)) return 'RESTRICTED';
  if (input.kycStatus === 'PENDING_EXPIRED' && !input.verifyLater) return 'DOCUMENTS_REQUIRED';
  return 'SUCCESS';
}
