import type { KycStatus } from '@/server/db/schema/enums';

export type EddRequiredReason = 'LIFETIME_DEPOSITS' | 'OPERATOR_REQUEST';

/**
 * Whether the player must answer the EDD questionnaire (docs/decisions.md "EDD questionnaire"): not while a current
 * answer stands; otherwise when the operator asked (EDD_PENDING) or lifetime deposits reached the threshold.
 */
export function eddQuestionnaireRequirement(input: {
  hasCurrentAnswer: boolean;
  kycStatus: KycStatus;
  lifetimeDeposits: bigint;
  threshold: bigint;
}): EddRequiredReason | null {
  if (input.hasCurrentAnswer) return null;
  if (input.kycStatus === 'EDD_PENDING') return 'OPERATOR_REQUEST';
  if (input.lifetimeDeposits >= input.threshold) return 'LIFETIME_DEPOSITS';
  return null;
}
