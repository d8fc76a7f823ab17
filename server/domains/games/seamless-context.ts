import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { gameSessions, ledgerAccounts, type GameSessionRow, type GameTransactionKind } from '@/server/db/schema';
import type { SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { opaqueReferenceOf, sqlStateOf, withLedgerRetry } from '@/server/domains/ledger';
import { ApiError } from '@/server/http/errors';
import { SESSION_TOUCH_GRANULARITY_MS, sessionExpiry } from './game-session-policy';
import { hashGameSessionToken } from './game-session-token';
import { seamlessRefusalOf, type SeamlessCallResult, type StoredTransaction } from './seamless-sql';

// Building blocks shared by the seamless-wallet operations (one operation per file beside this one).

/** The session behind a token, for this provider only: another provider's token is as unknown as a made-up one. */
export async function findGameSession(db: Database, provider: string, token: string): Promise<GameSessionRow> {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashGameSessionToken(token)))
    .limit(1);
  if (!session || session.provider !== provider) throw new ApiError('error.seamless.session.invalid');
  return session;
}

/** Slides the idle lifetime forward (authenticate, balance, bet), at most once a minute (a write saved per bet). */
export async function touchGameSession(db: Database, session: Pick<GameSessionRow, 'sessionId' | 'expiresAt'>, now: Date): Promise<void> {
  const next = sessionExpiry(now);
  if (next.getTime() - session.expiresAt.getTime() < SESSION_TOUCH_GRANULARITY_MS) return;
  await db.update(gameSessions).set({ expiresAt: next }).where(eq(gameSessions.sessionId, session.sessionId));
}

/**
 * What a provider may let the player stake, without locking (balance, authenticate, endround): MAIN cash plus the
 * running bonus of the session's vertical (docs/decisions.md "Bonus wallet"; bonus_running_balance in SQL).
 */
export async function readPlayableBalance(db: Database, session: { playerId: number; currency: string; vertical: string }): Promise<bigint> {
  const rows = await executeRows<{ bonus: string | number }>(
    db,
    sql`select bonus_running_balance(${session.playerId}::integer, ${session.currency}, ${session.vertical}) as bonus`,
  );
  return (await readMainBalance(db, session.playerId, session.currency)) + BigInt(rows[0]?.bonus ?? 0);
}

/** The MAIN cash balance without locking. */
export async function readMainBalance(db: Database, playerId: number, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.purpose, 'MAIN'),
      ),
    )
    .limit(1);
  return row?.balance ?? 0n;
}

/**
 * A repeated transaction id: the original answer when it is the same call by the same player, a tombstone
 * refuses a late bet, anything else is a conflict (never a second money movement).
 */
export function replayedAnswer(
  existing: StoredTransaction,
  call: { kind: GameTransactionKind; requestHash: string; playerId: number },
): SeamlessTransactionAnswer {
  if (existing.kind === 'TOMBSTONE' && call.kind === 'BET') throw new ApiError('error.seamless.transaction.rolled_back');
  if (existing.kind !== call.kind || existing.requestHash !== call.requestHash || existing.playerId !== call.playerId || !existing.response) {
    throw new ApiError('error.seamless.transaction.conflict');
  }
  return existing.response as SeamlessTransactionAnswer;
}

/**
 * A bet's, win's or rollback's answer (fresh, or the stored one replayed) as the provider gets it. The SQL
 * functions store `referenceId` in the sequential form; it leaves here as the opaque reference the player's
 * history shows (server/domains/ledger/reference-id.ts), so both name one operation the same way.
 */
export function transactionAnswerOf(result: SeamlessCallResult, call: { kind: GameTransactionKind; requestHash: string }): SeamlessTransactionAnswer {
  const answer = result.existing ? replayedAnswer(result.existing, { ...call, playerId: result.playerId! }) : result.answer!;
  return { ...answer, referenceId: opaqueReferenceOf(answer.referenceId) };
}

// A twin that raced past the duplicate check (a player with no accounts yet has nothing to lock) fails on the
// unique index; running the whole transaction again finds the committed twin and replays it.
const MAX_UNIQUE_RETRIES = 3;

/** A seamless call's failure as the API answers it: the functions' SQLSTATEs and other domains' codes mapped. */
export function seamlessErrorOf(failure: unknown): unknown {
  const error = seamlessRefusalOf(failure);
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'error.wallet.not_enough_funds') return new ApiError('error.seamless.insufficient_funds');
  // The limits domain's refusal (CONTRACTS §3), with its details (period, limit left, reset time) kept.
  if (error.code === 'error.spend.limit.reached') return new ApiError('error.seamless.limit.reached', undefined, {}, error.extra);
  return error;
}

/**
 * One seamless call as one database transaction (ledger operation, duplicate row, round and session updates
 * commit together or not at all), retried on deadlock and on a lost duplicate race. Balance changes are
 * published by the ledger's commit boundary (withLedgerRetry).
 */
export async function runSeamless<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withLedgerRetry(() => db.transaction((tx) => work(tx)));
    } catch (error) {
      if (attempt < MAX_UNIQUE_RETRIES && sqlStateOf(error) === '23505') continue;
      throw seamlessErrorOf(error);
    }
  }
}
