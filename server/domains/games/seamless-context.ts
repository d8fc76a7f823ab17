import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { gameSessions, gameTransactions, ledgerAccounts, type GameSessionRow, type GameTransactionKind, type GameTransactionRow } from '@/server/db/schema';
import type { SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { sqlStateOf } from '@/server/domains/ledger/sql-state';
import type { OperationResult } from '@/server/domains/ledger/types';
import { withLedgerRetry } from '@/server/domains/ledger/with-ledger-retry';
import { toJsonMinorUnits } from '@/server/domains/wallet/minor-units';
import { ApiError } from '@/server/http/errors';
import { SESSION_TOUCH_GRANULARITY_MS, sessionExpiry } from './game-session-policy';
import { hashGameSessionToken } from './game-session-token';

// Building blocks shared by the seamless-wallet operations (one operation per file beside this one).

/** The session behind a token, for this provider only: another provider's token is as unknown as a made-up one. */
export async function findGameSession(db: Database, provider: string, token: string): Promise<GameSessionRow> {
  const [session] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, hashGameSessionToken(token))).limit(1);
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
 * The token's session and, locked `FOR NO KEY UPDATE` (the lock ledger_post takes on it anyway), the player's
 * MAIN cash balance, in one round trip. Every money-moving seamless call takes this lock first, so calls for
 * one wallet run one after another and the duplicate check after it sees every committed twin. A player
 * without a MAIN account yet has nothing to lock: balance 0 (runSeamless covers the twin race there).
 */
export async function lockSessionWallet(tx: Database, provider: string, token: string): Promise<{ session: GameSessionRow; main: bigint }> {
  const [row] = await tx
    .select({ session: gameSessions, main: ledgerAccounts.balance })
    .from(gameSessions)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.ownerType, 'PLAYER'),
        eq(ledgerAccounts.ownerId, gameSessions.playerId),
        eq(ledgerAccounts.currency, gameSessions.currency),
        eq(ledgerAccounts.purpose, 'MAIN'),
      ),
    )
    .where(eq(gameSessions.tokenHash, hashGameSessionToken(token)))
    .for('no key update', { of: ledgerAccounts });
  if (row && row.session.provider === provider) return row;
  return { session: await findGameSession(tx, provider, token), main: 0n };
}

/** The MAIN cash balance without locking (balance, authenticate, endround). */
export async function readMainBalance(db: Database, playerId: number, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'PLAYER'), eq(ledgerAccounts.ownerId, playerId), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.purpose, 'MAIN')))
    .limit(1);
  return row?.balance ?? 0n;
}

/** The player's MAIN balance after an applied operation (from its postings). */
export function mainBalanceAfter(result: OperationResult, playerId: number): bigint {
  const posting = result.postings.find((leg) => leg.ownerType === 'PLAYER' && leg.ownerId === playerId && leg.purpose === 'MAIN');
  if (!posting || posting.balanceAfter === null) throw new Error('seamless: the operation did not post to the MAIN account');
  return posting.balanceAfter;
}

/** What a duplicate check needs of a stored transaction. */
export type StoredTransaction = Pick<GameTransactionRow, 'kind' | 'requestHash' | 'playerId' | 'response'>;

export async function findGameTransaction(db: Database, provider: string, transactionId: string): Promise<GameTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.transactionId, transactionId)))
    .limit(1);
  return row;
}

/**
 * A repeated transaction id: the original answer when it is the same call by the same player, a tombstone
 * refuses a late bet, anything else is a conflict (never a second money movement).
 */
export function replayedAnswer(existing: StoredTransaction, call: { kind: GameTransactionKind; requestHash: string; playerId: number }): SeamlessTransactionAnswer {
  if (existing.kind === 'TOMBSTONE' && call.kind === 'BET') throw new ApiError('error.seamless.transaction.rolled_back');
  if (existing.kind !== call.kind || existing.requestHash !== call.requestHash || existing.playerId !== call.playerId || !existing.response) {
    throw new ApiError('error.seamless.transaction.conflict');
  }
  return existing.response as SeamlessTransactionAnswer;
}

export function transactionAnswer(input: { balance: bigint; currency: string; transactionId: string; referenceId: string | null }): SeamlessTransactionAnswer {
  return { balance: toJsonMinorUnits(input.balance), currency: input.currency, transactionId: input.transactionId, referenceId: input.referenceId };
}

export type NewGameTransaction = typeof gameTransactions.$inferInsert;

export async function recordGameTransaction(tx: Database, row: NewGameTransaction): Promise<void> {
  await tx.insert(gameTransactions).values({ ...row, createdAt: sql`now()` });
}

// A twin that raced past the duplicate check (a player with no accounts yet has nothing to lock) fails on the
// unique index; running the whole transaction again finds the committed twin and replays it.
const MAX_UNIQUE_RETRIES = 3;

function seamlessErrorOf(error: unknown): unknown {
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
