import { eddDue } from '@/lib/documents/kyc-rules';
import type { KycStatus } from '@/server/db/schema/enums';

export type EddRequiredReason = 'LIFETIME_DEPOSITS' | 'OPERATOR_REQUEST';

/**
 * Whether the player must answer the EDD questionnaire (docs/decisions.md "EDD questionnaire"): not while a current
 * answer stands; otherwise when the operator asked (EDD_PENDING) or enhanced due diligence is due by the documents'
 * KYC rules (`eddDue`, lib/documents/kyc-rules.ts: lifetime deposits reached `EDD_DEPOSIT_THRESHOLD` and the level
 * has not passed EDD).
 */
export function eddQuestionnaireRequirement(input: {
  hasCurrentAnswer: boolean;
  kycStatus: KycStatus;
  lifetimeDeposits: bigint;
  eddThreshold: bigint;
}): EddRequiredReason | null {
  if (input.hasCurrentAnswer) return null;
  if (input.kycStatus === 'EDD_PENDING') return 'OPERATOR_REQUEST';
  if (eddDue(input)) return 'LIFETIME_DEPOSITS';
  return null;
}
