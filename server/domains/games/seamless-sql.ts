import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import type { GameTransactionRow } from '@/server/db/schema';
import type { SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import { isBalanceOutOfRange, recordPostings, sqlStateOf, type StoredResult, toResult, withLedgerRetry } from '@/server/domains/ledger';
import { ApiError, type ErrorCode } from '@/server/http/errors';

// The seamless_bet / seamless_win / seamless_rollback functions (server/db/functions/seamless_*.sql): a bet, a win
// or a rollback in one round trip, as named prepared statements like ledger_post's.

/** What a duplicate check needs of a stored transaction (the functions answer it as `existing`). */
export type StoredTransaction = Pick<GameTransactionRow, 'kind' | 'requestHash' | 'playerId' | 'response'>;

/** What the functions answer: a duplicate to judge, a fresh answer (with the ledger result), or a passed check. */
export interface SeamlessCallResult {
  existing?: StoredTransaction;
  /** The session's player (with `existing`, to tell a replay from another player's id). */
  playerId?: number;
  currency?: string;
  answer?: SeamlessTransactionAnswer;
  operation?: StoredResult | null;
  checked?: boolean;
  /** A bet while a bonus runs: the assignment it wagered and whether the wagering requirement is now met. */
  bonus?: { assignmentId: number; wageringReached: boolean } | null;
}

/** The functions' refusals (SQLSTATE → the API's error code). */
const REFUSALS: Record<string, ErrorCode> = {
  LHS01: 'error.seamless.session.invalid',
  LHS02: 'error.seamless.session.expired',
  LHP01: 'error.seamless.player.excluded',
  LHP02: 'error.seamless.player.timeout',
  LHP03: 'error.seamless.access.denied',
  LHR01: 'error.seamless.round.invalid',
  LHR02: 'error.seamless.round.closed',
  LHT01: 'error.seamless.transaction.rolled_back',
  LHT02: 'error.seamless.transaction.conflict',
  LH402: 'error.seamless.insufficient_funds',
  LHJ01: 'error.seamless.jackpot.invalid',
  LHJ02: 'error.seamless.jackpot.paid',
  LHB01: 'error.seamless.bonus.max_bet_exceeded',
};

/** seamless_bet refuses to decide spend limits itself: the player has some, the limits domain checks them. */
export const SPEND_LIMITS_TO_CHECK = 'LHL01';

export function seamlessRefusalOf(error: unknown): unknown {
  if (isBalanceOutOfRange(error)) return new ApiError('error.seamless.amount.out_of_range');
  const code = REFUSALS[sqlStateOf(error) ?? ''];
  return code ? new ApiError(code) : error;
}

const p = (name: string) => sql.placeholder(name);

function prepareBet(db: Database) {
  return db
    .select({
      result: sql<SeamlessCallResult | string>`seamless_bet(${p('provider')}, ${p('tokenHash')}, ${p('transactionId')}, ${p('roundId')},
        ${p('gameId')}, ${p('amount')}::bigint, ${p('requestHash')}, ${p('gameAccount')}::integer, ${p('idleMs')}::bigint,
        ${p('touchMs')}::bigint, ${p('mode')}, ${p('jackpotContribution')}::bigint)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('seamless_bet_v2');
}

function prepareWin(db: Database) {
  return db
    .select({
      result: sql<SeamlessCallResult | string>`seamless_win(${p('provider')}, ${p('tokenHash')}, ${p('transactionId')}, ${p('roundId')},
        ${p('gameId')}, ${p('amount')}::bigint, ${p('betTransactionId')}, ${p('requestHash')}, ${p('gameAccount')}::integer,
        ${p('jackpot')}::boolean)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('seamless_win_v2');
}

function prepareRollback(db: Database) {
  return db
    .select({
      result: sql<SeamlessCallResult | string>`seamless_rollback(${p('provider')}, ${p('tokenHash')}, ${p('transactionId')},
        ${p('originalTransactionId')}, ${p('roundId')}, ${p('requestHash')}, ${p('gameAccount')}::integer)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('seamless_rollback_v1');
}

type Prepared = ReturnType<typeof prepareBet>;

// Built once per database handle (transactions are short-lived objects and build their own).
const preparedBets = new WeakMap<Database, Prepared>();
const preparedWins = new WeakMap<Database, Prepared>();
const preparedRollbacks = new WeakMap<Database, Prepared>();

function preparedFor(cache: WeakMap<Database, Prepared>, build: (db: Database) => Prepared, db: Database): Prepared {
  let prepared = cache.get(db);
  if (!prepared) {
    prepared = build(db);
    cache.set(db, prepared);
  }
  return prepared;
}

async function run(prepared: Prepared, params: Record<string, unknown>): Promise<SeamlessCallResult> {
  const [row] = await prepared.execute(params);
  const result = typeof row.result === 'string' ? (JSON.parse(row.result) as SeamlessCallResult) : row.result;
  // Balance changes are announced after the commit (withLedgerRetry collects them).
  if (result.operation) recordPostings(toResult(result.operation).postings, result.operation.replayed);
  return result;
}

export interface BetParams {
  provider: string;
  tokenHash: string;
  transactionId: string;
  roundId: string;
  gameId: string;
  amount: string;
  requestHash: string;
  gameAccount: number;
  idleMs: number;
  touchMs: number;
  /** auto: decide everything, or refuse with LHL01 when the player has spend limits; check: stop before posting; post: post. */
  mode: 'auto' | 'check' | 'post';
  /** What the bet adds to its game's pot when the session's game has one in the session's currency (lib/jackpots/policy.ts). */
  jackpotContribution: string;
}

export function callSeamlessBet(db: Database, params: BetParams): Promise<SeamlessCallResult> {
  return run(preparedFor(preparedBets, prepareBet, db), { ...params });
}

export interface WinParams {
  provider: string;
  tokenHash: string;
  transactionId: string;
  roundId: string;
  gameId: string;
  amount: string;
  betTransactionId: string | null;
  requestHash: string;
  gameAccount: number;
  /** The provider reports a jackpot win: the session's game's whole pot is paid on top of `amount`. */
  jackpot: boolean;
}

export function callSeamlessWin(db: Database, params: WinParams): Promise<SeamlessCallResult> {
  return run(preparedFor(preparedWins, prepareWin, db), { ...params });
}

export interface RollbackParams {
  provider: string;
  tokenHash: string;
  transactionId: string;
  originalTransactionId: string;
  roundId: string;
  requestHash: string;
  gameAccount: number;
}

export function callSeamlessRollback(db: Database, params: RollbackParams): Promise<SeamlessCallResult> {
  return run(preparedFor(preparedRollbacks, prepareRollback, db), { ...params });
}

// A twin that raced past the duplicate check (a player with no MAIN account has nothing to lock) fails on the
// unique index; calling again finds the committed twin and replays it.
const MAX_UNIQUE_RETRIES = 3;

/** One function call as its own (autocommitted) statement, retried on deadlock and on a lost duplicate race. */
export async function runSeamlessStatement<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withLedgerRetry(work);
    } catch (error) {
      if (attempt < MAX_UNIQUE_RETRIES && sqlStateOf(error) === '23505') continue;
      throw error;
    }
  }
}
