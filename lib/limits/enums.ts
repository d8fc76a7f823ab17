// Responsible-gambling limit enumerations (identity-and-account §3), in the spec's words. Isomorphic.

/** Limit types: deposit limits and spend (loss) limits. */
export const LIMIT_TYPES = ['deposit', 'loss'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Periods: D daily, W weekly, M monthly, in the order the interval rule compares them. */
export const LIMIT_PERIODS = ['D', 'W', 'M'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The codes a limit change is refused with (identity-and-account §5). */
export const LIMIT_ERROR_CODES = [
  'error.deposit.limit.interval',
  'error.deposit.limit.too_low',
  'error.deposit.limit.too_high',
  'error.deposit.limit.locked',
] as const;
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[number];

/** An increase or a removal waits this long before it applies (UKGC RTS 12 / MGA cooling-off). */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
