// Spec identity-and-account §3 enumerations stored in the database. Kept as text columns with CHECK constraints (see
// docs/decisions.md), typed from these tuples; values are the spec's words, spaces included.

/** Spec identity-and-account §3 "KYC levels". */
export const KYC_STATUSES = [
  'NOT_VERIFIED',
  'DATA_VERIFIED',
  'PENDING',
  'FULLY VERIFIED',
  'ENHANCED KYC',
  'EDD_PENDING',
  'EDD_UNDER_REVIEW',
  'ENHANCED',
  'RESTRICTED',
  'SUSPENDED',
  'PENDING_EXPIRED',
  'NOT_REQUIRED',
] as const;

export type KycStatus = (typeof KYC_STATUSES)[number];

/** SQL list literal for a CHECK constraint; the values are constants above, never user input. */
export function sqlValueList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}
