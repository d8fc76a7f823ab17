/** The player-facing id of an operation: type-prefixed and sortable (`txn_000000000042`). */
export function referenceIdOf(operationId: number): string {
  return `txn_${String(operationId).padStart(12, '0')}`;
}

/** The operation id behind a reference id, or undefined when it is not one. */
export function operationIdOf(referenceId: string): number | undefined {
  const match = /^txn_(\d{1,15})$/.exec(referenceId);
  return match ? Number(match[1]) : undefined;
}
