import type { LimitPeriod } from './enums';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LimitWindow {
  /** Inclusive start of the current period. */
  start: Date;
  /** Exclusive end of the current period: when `used` starts again from zero. */
  resetAt: Date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The anchor moved n calendar months on (UTC), the day clamped to the month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const target = new Date(Date.UTC(year, month, 1, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
  const day = Math.min(anchor.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  target.setUTCDate(day);
  return target;
}

function fixedWindow(startedAt: Date, now: Date, lengthMs: number): LimitWindow {
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  const start = startedAt.getTime() + Math.floor(elapsed / lengthMs) * lengthMs;
  return { start: new Date(start), resetAt: new Date(start + lengthMs) };
}

function monthlyWindow(startedAt: Date, now: Date): LimitWindow {
  if (now.getTime() < startedAt.getTime()) return { start: startedAt, resetAt: addMonths(startedAt, 1) };
  // Months are counted from the original anchor every time, so clamped short months never drift the day.
  let months = (now.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 + (now.getUTCMonth() - startedAt.getUTCMonth());
  while (months > 0 && addMonths(startedAt, months).getTime() > now.getTime()) months -= 1;
  while (addMonths(startedAt, months + 1).getTime() <= now.getTime()) months += 1;
  return { start: addMonths(startedAt, months), resetAt: addMonths(startedAt, months + 1) };
}

/**
 * The period containing `now` of a limit that took effect at `startedAt` (docs/decisions.md "limit periods"):
 * consecutive periods anchored at startedAt, D = 24 h, W = 7 × 24 h, M = one calendar month in UTC.
 */
export function limitWindow(period: LimitPeriod, startedAt: Date, now: Date): LimitWindow {
  switch (period) {
    case 'D':
      return fixedWindow(startedAt, now, DAY_MS);
    case 'W':
      return fixedWindow(startedAt, now, 7 * DAY_MS);
    case 'M':
      return monthlyWindow(startedAt, now);
  }
}

/** One period length back from `now`: 24 h, 7 × 24 h, or one calendar month (UTC). */
function oneLengthBefore(period: LimitPeriod, now: Date): Date {
  if (period === 'M') return addMonths(now, -1);
  return new Date(now.getTime() - (period === 'D' ? DAY_MS : 7 * DAY_MS));
}

/**
 * Where a limit's usage is counted from at `now`: the current period's start, except in the limit's first
 * period, which also counts what the player did in the one period length before `now` (docs/decisions.md
 * "limit periods"). A €100 daily limit set an hour after a €150 deposit is therefore already used up, rather
 * than allowing another €100 within the same 24 hours.
 */
export function usageStart(period: LimitPeriod, startedAt: Date, now: Date): Date {
  const { start } = limitWindow(period, startedAt, now);
  if (start.getTime() !== startedAt.getTime()) return start;
  const lookBack = oneLengthBefore(period, now);
  return lookBack.getTime() < start.getTime() ? lookBack : start;
}
