import { KYC_LEVELS } from '@/lib/documents/enums';

// Spec identity-and-account §3 enumerations stored in the database. Kept as text columns with CHECK constraints (see
// docs/decisions.md), typed from these tuples; values are the spec's words, spaces included.

/** Spec identity-and-account §3 "KYC levels" (defined with the document model, lib/documents/enums.ts). */
export const KYC_STATUSES = KYC_LEVELS;

export type KycStatus = (typeof KYC_STATUSES)[number];

/** SQL list literal for a CHECK constraint; the values are constants above, never user input. */
export function sqlValueList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}
