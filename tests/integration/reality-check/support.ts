import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { gameAccount, PAYMENT_CLEARING, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import type { OperationResult } from '@/server/domains/ledger/types';
import type { TransactionType } from '@/lib/wallet/enums';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';

type Handler = (request: Request) => Promise<Response>;

/** Calls one route as a player (a fresh session per token), with a given token, or anonymously with null. */
export async function call(
  handler: Handler,
  path: string,
  as: { playerId: number } | { token: string } | null,
  init: { method?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const token = as === null ? null : 'token' in as ? as.token : await identityTokenFor(as.playerId);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await handler(apiRequest(path, { ...init, headers }));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

let keys = 0;
const nextKey = (prefix: string) => `${prefix}-${process.pid}-${(keys += 1)}`;

/** A gaming operation between the player's MAIN and the game account: BET and WIN_VOID debit the player, the rest credit. */
export function gaming(db: Database, playerId: number, type: TransactionType, amount: bigint): Promise<OperationResult> {
  const debit = type === 'BET' || type === 'WIN_VOID' || type === 'CASHOUT_VOID';
  return postOperation(db, {
    idempotencyKey: nextKey(type.toLowerCase()),
    type,
    category: 'CASINO',
    playerId,
    currency: 'EUR',
    legs: debit ? transfer(playerAccount(playerId, 'MAIN'), gameAccount(), amount) : transfer(gameAccount(), playerAccount(playerId, 'MAIN'), amount),
  });
}

/** A deposit credited through the ledger (clearing → MAIN). */
export function deposit(db: Database, playerId: number, amount: bigint): Promise<OperationResult> {
  return postOperation(db, {
    idempotencyKey: nextKey('dep'),
    type: 'DEPOSIT',
    category: 'PAYMENT',
    playerId,
    currency: 'EUR',
    legs: transfer(PAYMENT_CLEARING, playerAccount(playerId, 'MAIN'), amount),
  });
}

/** Moves an operation's created_at into the past (operations are otherwise immutable). */
export async function backdateOperation(db: Database, operationId: number, at: Date): Promise<void> {
  await db.execute(sql`alter table ledger_operations disable trigger user`);
  try {
    await db.execute(sql`update ledger_operations set created_at = ${at.toISOString()}::timestamptz where operation_id = ${operationId}`);
  } finally {
    await db.execute(sql`alter table ledger_operations enable trigger user`);
  }
}

/** Moves every session of the player into the past, as if signed in `minutes` ago. */
export async function backdateSessions(db: Database, playerId: number, minutes: number): Promise<void> {
  await db.execute(sql`update player_sessions set created_at = now() - make_interval(mins => ${minutes}) where player_id = ${playerId}`);
}

export { readJson };
