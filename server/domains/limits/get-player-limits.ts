import 'server-only';
import type { Database } from '@/server/db/database';
import { LIMIT_PERIODS, type LimitType } from '@/lib/limits/enums';
import { limitLeft } from '@/lib/limits/headroom';
import { effectiveLimits, type LimitStates } from '@/lib/limits/policy';
import type { LimitEntry, PlayerLimits } from '@/lib/limits/schemas';
import { loadWalletPlayer, toJsonMinorUnits } from '@/server/domains/wallet';
import { activeLimitUsages } from './limit-usage';
import { loadLimitStates } from './load-limit-states';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const amount = (value: bigint | null) => (value === null ? null : toJsonMinorUnits(value));

/** The API shape of stored limit states at `now`, with each active limit's use in its current period. */
export async function toPlayerLimits(
  db: Database,
  playerId: number,
  currency: string,
  limitType: LimitType,
  stored: LimitStates,
  now: Date,
): Promise<PlayerLimits> {
  const states = effectiveLimits(stored, now);
  const usages = await activeLimitUsages(db, playerId, limitType, states, now);
  const entry = (period: (typeof LIMIT_PERIODS)[number]): LimitEntry => {
    const state = states[period];
    const usage = usages.find((candidate) => candidate.period === period);
    return {
      value: amount(state.value),
      pendingValue: amount(state.pendingValue),
      pendingDate: iso(state.pendingDate),
      locked: state.locked,
      updatedAt: iso(state.updatedAt),
      startedAt: iso(state.startedAt),
      resetAt: usage ? usage.window.resetAt.toISOString() : null,
      used: usage && usage.used > 0n ? toJsonMinorUnits(usage.used) : 0,
      remaining: usage ? toJsonMinorUnits(limitLeft(usage)) : null,
    };
  };
  return { currency, D: entry('D'), W: entry('W'), M: entry('M') };
}

/** GET /player/deposit-limits (type deposit) and /player/spend-limits (type loss) for the signed-in player. */
export async function getPlayerLimits(db: Database, playerId: number, limitType: LimitType): Promise<PlayerLimits> {
  const player = await loadWalletPlayer(db, playerId);
  const stored = await loadLimitStates(db, playerId, limitType);
  return toPlayerLimits(db, playerId, player.currency, limitType, stored, new Date());
}
