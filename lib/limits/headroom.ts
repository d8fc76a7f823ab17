import type { LimitPeriod } from './enums';
import type { LimitWindow } from './periods';

/** One active limit with what the player used of it in its current period. */
export interface LimitUsage {
  period: LimitPeriod;
  value: bigint;
  /** Deposits credited, or net loss (bets − wins − voids, negative when ahead), in the current period. */
  used: bigint;
  window: LimitWindow;
}

/** How much more may be deposited or lost in the period; never below zero. */
export function limitLeft(usage: Pick<LimitUsage, 'value' | 'used'>): bigint {
  const left = usage.value - usage.used;
  return left > 0n ? left : 0n;
}

/** The limit with the least left (the earlier period on a tie), or null when no limit is active. */
export function tightestLimit(usages: readonly LimitUsage[]): LimitUsage | null {
  let tightest: LimitUsage | null = null;
  for (const usage of usages) if (tightest === null || limitLeft(usage) < limitLeft(tightest)) tightest = usage;
  return tightest;
}

/** The limit an amount would break (used + amount above the value), the tightest one first; null when it fits. */
export function exceededLimit(usages: readonly LimitUsage[], amount: bigint): LimitUsage | null {
  const broken = usages.filter((usage) => usage.used + amount > usage.value);
  return tightestLimit(broken);
}
