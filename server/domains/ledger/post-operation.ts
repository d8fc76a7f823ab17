import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ApiError } from '@/server/http/errors';
import type { AccountOwnerType, AccountPurpose, TransactionStatus } from '@/lib/wallet/enums';
import { recordPostings } from './balance-changes';
import { referenceIdOf } from './reference-id';
import { requestHash } from './request-hash';
import { sqlStateOf } from './sql-state';
import type { OperationRequest, OperationResult } from './types';
import { withLedgerRetry } from './with-ledger-retry';

interface StoredPosting {
  accountId: number;
  ownerType: AccountOwnerType;
  ownerId: number;
  purpose: AccountPurpose;
  amount: string;
  balanceAfter: string | null;
}

/** ledger_post's jsonb answer (ledger_operation_result). */
export interface StoredResult {
  operationId: number;
  status: TransactionStatus;
  createdAt: string;
  replayed: boolean;
  postings: StoredPosting[];
}

/** ledger_post's answer as an OperationResult (also for callers that run ledger_post inside their own function). */
export function toResult(stored: StoredResult): OperationResult {
  return {
    operationId: Number(stored.operationId),
    referenceId: referenceIdOf(Number(stored.operationId)),
    status: stored.status,
    createdAt: new Date(stored.createdAt).toISOString(),
    replayed: stored.replayed,
    postings: stored.postings.map((posting) => ({
      ...posting,
      amount: BigInt(posting.amount),
      balanceAfter: posting.balanceAfter === null ? null : BigInt(posting.balanceAfter),
    })),
  };
}

/** The ledger function's error codes (server/db/functions/ledger_post.sql) as API errors. */
function toApiError(error: unknown): unknown {
  switch (sqlStateOf(error)) {
    case 'LH402':
      return new ApiError('error.wallet.not_enough_funds');
    case 'LH409':
      return new ApiError('error.idempotency.conflict');
    case 'LH001':
    case '23505': // a second reversal of the same operation
      return new ApiError('error.ledger.invalid_operation');
    default:
      return error;
  }
}

function prepareLedgerPost(db: Database) {
  const p = (name: string) => sql.placeholder(name);
  // A named statement: node-postgres parses and plans it once per connection, like pgbench -M prepared.
  return db
    .select({
      result: sql<StoredResult | string>`ledger_post(${p('key')}, ${p('hash')}, ${p('type')}, ${p('category')}, ${p('status')},
        ${p('playerId')}::integer, ${p('currency')}, ${p('legs')}::jsonb, ${p('reverses')}::bigint)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('ledger_post_v1');
}

// Built once per database handle (transactions are short-lived objects and build their own).
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareLedgerPost>>();

function ledgerPostFor(db: Database): ReturnType<typeof prepareLedgerPost> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareLedgerPost(db);
    preparedByDatabase.set(db, prepared);
  }
  return prepared;
}

/**
 * Applies one operation inside the caller's transaction, in one round trip (`ledger_post`). The same key with
 * the same request answers the stored result (`replayed: true`); with a different request, 409.
 */
export async function executeOperation(db: Database, request: OperationRequest): Promise<OperationResult> {
  const legs = JSON.stringify(
    request.legs.map((leg) => ({ owner_type: leg.ownerType, owner_id: leg.ownerId, purpose: leg.purpose, amount: leg.amount.toString() })),
  );
  try {
    const [row] = await ledgerPostFor(db).execute({
      key: request.idempotencyKey,
      hash: requestHash(request),
      type: request.type,
      category: request.category,
      status: request.status ?? 'SUCCESS',
      playerId: request.playerId,
      currency: request.currency,
      legs,
      reverses: request.reversesOperationId ?? null,
    });
    const result = toResult(typeof row.result === 'string' ? (JSON.parse(row.result) as StoredResult) : row.result);
    recordPostings(result.postings, result.replayed);
    return result;
  } catch (error) {
    throw toApiError(error);
  }
}

/** executeOperation as its own transaction (the function call is atomic), retried on deadlock. */
export function postOperation(db: Database, request: OperationRequest): Promise<OperationResult> {
  return withLedgerRetry(() => executeOperation(db, request));
}
