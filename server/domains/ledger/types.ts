import type { AccountOwnerType, AccountPurpose, TransactionCategory, TransactionStatus, TransactionType } from '@/lib/wallet/enums';

/** Names an account without knowing its id; the ledger opens it on first use. */
export interface AccountRef {
  ownerType: AccountOwnerType;
  ownerId: number;
  purpose: AccountPurpose;
}

/** One leg of an operation: a signed amount in minor units, credit positive. */
export interface Leg extends AccountRef {
  amount: bigint;
}

/** What a caller asks the ledger to apply, once per idempotency key. */
export interface OperationRequest {
  idempotencyKey: string;
  type: TransactionType;
  category: TransactionCategory;
  /** SUCCESS unless the operation starts a flow (a withdrawal reservation is PENDING). */
  status?: TransactionStatus;
  /** The player the operation is about (shown in their history); null for operator-only moves. */
  playerId: number | null;
  currency: string;
  legs: readonly Leg[];
  reversesOperationId?: number;
}

export interface Posting extends AccountRef {
  accountId: number;
  amount: bigint;
  /** Null on operator accounts, which keep no running balance. */
  balanceAfter: bigint | null;
}

/** The stored answer for an operation; `replayed` is true when the key had already been applied. */
export interface OperationResult {
  operationId: number;
  referenceId: string;
  status: TransactionStatus;
  createdAt: string;
  replayed: boolean;
  postings: Posting[];
}
