/** A deposit's state, in the spec's transaction statuses: WAITING_INPUT at the cashier, then the provider's answer. */
export const DEPOSIT_STATUSES = ['WAITING_INPUT', 'PENDING', 'SUCCESS', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
