// games-wallet-bonuses §4 "Wallet operation result to status". Pure and isomorphic: the deposit check, the
// deposit and withdrawal requests answer with it, and their contracts (lib/wallet/contracts.ts) enumerate it.

export const WALLET_OPERATION_RESULTS = [
  'SUCCESS',
  'NOT_ENOUGH_FUNDS',
  'EXCEEDS_KYC_LIMIT',
  'FAILURE',
  'DOCUMENTS_PREFERRED',
  'DOCUMENTS_UNDER_REVIEW',
  'DOCUMENTS_REQUIRED',
  'DOCUMENTS_REQUIRED_RESTRICTED',
  'WITHDRAWAL_LIMIT_REACHED',
  'SELF_LIMIT_REACHED',
  'RESTRICTED',
  'FORBIDDEN',
  'SELF_SPEND_LIMIT_REACHED',
] as const;
export type WalletOperationResult = (typeof WALLET_OPERATION_RESULTS)[number];

export const WALLET_FLOW_STATUSES = [
  'ALLOWED',
  'ERROR',
  'VERIFYDOCUMENT_LOYAL',
  'VERIFYDOCUMENT_UNDER_REVIEW',
  'VERIFYDOCUMENT_REQUIRED',
  'VERIFYDOCUMENT_STRICT',
  'WITHDRAWAL_LIMIT_REACHED',
  'SELF_LIMIT_REACHED',
  'RESTRICTED',
] as const;
export type WalletFlowStatus = (typeof WALLET_FLOW_STATUSES)[number];

const STATUS_OF: Partial<Record<WalletOperationResult, WalletFlowStatus>> = {
  SUCCESS: 'ALLOWED',
  DOCUMENTS_PREFERRED: 'VERIFYDOCUMENT_LOYAL',
  DOCUMENTS_UNDER_REVIEW: 'VERIFYDOCUMENT_UNDER_REVIEW',
  DOCUMENTS_REQUIRED: 'VERIFYDOCUMENT_REQUIRED',
  DOCUMENTS_REQUIRED_RESTRICTED: 'VERIFYDOCUMENT_STRICT',
  WITHDRAWAL_LIMIT_REACHED: 'WITHDRAWAL_LIMIT_REACHED',
  SELF_LIMIT_REACHED: 'SELF_LIMIT_REACHED',
  RESTRICTED: 'RESTRICTED',
};

/** The flow status the site shows for a result; anything unmapped (FORBIDDEN included) is ERROR. */
export function walletFlowStatusOf(result: string): WalletFlowStatus {
  return Object.hasOwn(STATUS_OF, result) ? (STATUS_OF[result as WalletOperationResult] ?? 'ERROR') : 'ERROR';
}
