import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { playerLimits } from '@/server/db/schema';
import type { LimitPeriod, LimitType } from '@/lib/limits/enums';
import { gameAccount, PAYMENT_CLEARING, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import type { OperationResult } from '@/server/domains/ledger/types';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';

/** Stores a limit as if it had been set at `startedAt` (the endpoints always anchor at now). */
export async function storeLimit(
  db: Database,
  input: {
    playerId: number;
    limitType: LimitType;
    period: LimitPeriod;
    value: bigint;
    startedAt?: Date;
    locked?: boolean;
    pendingValue?: bigint | null;
    pendingDate?: Date | null;
  },
): Promise<void> {
  const values = {
    playerId: input.playerId,
    limitType: input.limitType,
    period: input.period,
    value: input.value,
    startedAt: input.startedAt ?? new Date(Date.now() - 60_000),
    locked: input.locked ?? false,
    pendingValue: input.pendingValue ?? null,
    pendingDate: input.pendingDate ?? null,
  };
  await db
    .insert(playerLimits)
    .values(values)
    .onConflictDoUpdate({ target: [playerLimits.playerId, playerLimits.limitType, playerLimits.period], set: { ...values, updatedAt: sql`now()` } });
}

let keys = 0;
const nextKey = (prefix: string) => `${prefix}-${process.pid}-${(keys += 1)}`;

/** A cash deposit credited through the ledger (clearing → MAIN). */
export function creditDeposit(db: Database, playerId: number, amount: bigint): Promise<OperationResult> {
  return postOperation(db, {
    idempotencyKey: nextKey('dep'),
    type: 'DEPOSIT',
    category: 'PAYMENT',
    playerId,
    currency: 'EUR',
    legs: transfer(PAYMENT_CLEARING, playerAccount(playerId, 'MAIN'), amount),
  });
}

/** A casino win paid into MAIN. */
export function payWin(db: Database, playerId: number, amount: bigint): Promise<OperationResult> {
  return postOperation(db, {
    idempotencyKey: nextKey('win'),
    type: 'WIN',
    category: 'CASINO',
    playerId,
    currency: 'EUR',
    legs: transfer(gameAccount(), playerAccount(playerId, 'MAIN'), amount),
  });
}

/** Moves an operation's created_at into the past, as if it had happened then (operations are otherwise immutable). */
export async function backdateOperation(db: Database, operationId: number, at: Date): Promise<void> {
  await db.execute(sql`alter table ledger_operations disable trigger user`);
  try {
    await db.execute(sql`update ledger_operations set created_at = ${at.toISOString()}::timestamptz where operation_id = ${operationId}`);
  } finally {
    await db.execute(sql`alter table ledger_operations enable trigger user`);
  }
}

type Handler = (request: Request) => Promise<Response>;

/** Calls a limits route (GET and PATCH) as a given player, or anonymously with null. */
export function limitsClient(routes: { GET: Handler; PATCH: Handler }, path: string, playerId: number | null) {
  const headers = async (): Promise<Record<string, string>> => (playerId === null ? {} : { authorization: `Bearer ${await identityTokenFor(playerId)}` });
  return {
    get: async () => {
      const response = await routes.GET(apiRequest(path, { headers: await headers() }));
      return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
    },
    patch: async (body: unknown) => {
      const response = await routes.PATCH(apiRequest(path, { method: 'PATCH', body, headers: await headers() }));
      return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
    },
  };
}
