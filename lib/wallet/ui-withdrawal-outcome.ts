/** Message keys (wallet.withdraw.result.*) for the withdrawal request's answers (spec games-wallet-bonuses §4 result list). */
const KNOWN = [
  'SUCCESS',
  'RESTRICTED',
  'DOCUMENTS_REQUIRED',
  'DOCUMENTS_UNDER_REVIEW',
  'DOCUMENTS_REQUIRED_RESTRICTED',
  'WITHDRAWAL_LIMIT_REACHED',
  'NOT_ENOUGH_FUNDS',
] as const;
export type WithdrawalOutcomeKey = `result.${(typeof KNOWN)[number] | 'OTHER'}`;

export function withdrawalOutcomeKey(result: string): WithdrawalOutcomeKey {
  return `result.${KNOWN.find((known) => known === result) ?? 'OTHER'}`;
}
