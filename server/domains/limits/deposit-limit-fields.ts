import 'server-only';
import type { Database } from '@/server/db/database';
import type { DepositLimitFields } from '@/lib/limits/deposit-flow';
import { exceededLimit, limitLeft, tightestLimit, type LimitUsage } from '@/lib/limits/headroom';
import { toJsonMinorUnits } from '@/server/domains/wallet';
import { activeLimitUsages } from './limit-usage';
import { loadLimitStates } from './load-limit-states';

function toFields(usage: LimitUsage, isSpendLimit: boolean): DepositLimitFields {
  return { isSpendLimit, limitLeft: toJsonMinorUnits(limitLeft(usage)), limitType: usage.period, resetOn: usage.window.resetAt.toISOString() };
}

/**
 * What the deposit modal tells the player before they choose an amount: the tightest deposit limit (deposits
 * still at the cashier count), or else a spend limit already used up (they may deposit but not play until it
 * resets). Null when neither applies.
 */
export async function depositLimitNotice(db: Database, playerId: number): Promise<DepositLimitFields | null> {
  const now = new Date();
  const depositStates = await loadLimitStates(db, playerId, 'deposit');
  const deposit = tightestLimit(await activeLimitUsages(db, playerId, 'deposit', depositStates, now, { includeOpenDeposits: true }));
  if (deposit) return toFields(deposit, false);
  const lossStates = await loadLimitStates(db, playerId, 'loss');
  const spent = tightestLimit(await activeLimitUsages(db, playerId, 'loss', lossStates, now));
  return spent && limitLeft(spent) === 0n ? toFields(spent, true) : null;
}

/**
 * The deposit limit `amount` would break, as the deposit flow's fields, or null when it fits. Call inside the
 * transaction that records the deposit: the player's deposit-limit rows are locked, so parallel requests
 * cannot each take the same headroom.
 */
export async function depositLimitBreach(db: Database, playerId: number, amount: bigint): Promise<DepositLimitFields | null> {
  const states = await loadLimitStates(db, playerId, 'deposit', { forUpdate: true });
  const usages = await activeLimitUsages(db, playerId, 'deposit', states, new Date(), { includeOpenDeposits: true });
  const broken = exceededLimit(usages, amount);
  return broken ? toFields(broken, false) : null;
}
