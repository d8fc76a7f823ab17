import type { LimitBounds } from './bounds';
import { COOLING_OFF_MS, LIMIT_PERIODS, type LimitErrorCode, type LimitPeriod } from './enums';

/** One period's limit as stored. A pendingDate with a null pendingValue is a pending removal. */
export interface LimitState {
  value: bigint | null;
  pendingValue: bigint | null;
  pendingDate: Date | null;
  locked: boolean;
  startedAt: Date | null;
  updatedAt: Date | null;
}

export type LimitStates = Record<LimitPeriod, LimitState>;

export const NO_LIMIT: LimitState = { value: null, pendingValue: null, pendingDate: null, locked: false, startedAt: null, updatedAt: null };

/** What a player asks for one period (PATCH body: duration with limit, deleteLimit or cancelPendingLimit). */
export type LimitChange =
  | { kind: 'set'; period: LimitPeriod; limit: bigint }
  | { kind: 'delete'; period: LimitPeriod }
  | { kind: 'cancelPending'; period: LimitPeriod };

/** The spec's notifications: updated (at once), update.received / removal.received (pending), canceled. */
export type LimitOutcome = 'updated' | 'update.received' | 'removal.received' | 'canceled' | 'unchanged';

export type LimitDecision = { ok: true; state: LimitState; outcome: LimitOutcome } | { ok: false; code: LimitErrorCode };

/** The state as it stands at `now`: a pending change whose cooling-off has passed has taken effect. */
export function effectiveLimit(state: LimitState, now: Date): LimitState {
  if (state.pendingDate === null || state.pendingDate.getTime() > now.getTime()) return state;
  if (state.pendingValue === null) return { ...state, value: null, pendingDate: null, startedAt: null, updatedAt: state.pendingDate };
  // An increase keeps the period anchor: the window does not restart, so nothing already used is forgotten.
  return { ...state, value: state.pendingValue, pendingValue: null, pendingDate: null, updatedAt: state.pendingDate };
}

export function effectiveLimits(states: LimitStates, now: Date): LimitStates {
  return { D: effectiveLimit(states.D, now), W: effectiveLimit(states.W, now), M: effectiveLimit(states.M, now) };
}

/** daily ≤ weekly ≤ monthly among the limits that are set, with `limit` in place of `period`'s value. */
function keepsIntervalOrder(states: LimitStates, period: LimitPeriod, limit: bigint): boolean {
  const index = LIMIT_PERIODS.indexOf(period);
  return LIMIT_PERIODS.every((other, otherIndex) => {
    const value = states[other].value;
    if (other === period || value === null) return true;
    return otherIndex < index ? value <= limit : limit <= value;
  });
}

function withPending(state: LimitState, pendingValue: bigint | null, now: Date): LimitState {
  // Asking again for the same pending change keeps its clock; a different change starts a new cooling-off.
  const samePending = state.pendingDate !== null && state.pendingValue === pendingValue;
  const pendingDate = samePending ? state.pendingDate : new Date(now.getTime() + COOLING_OFF_MS);
  return { ...state, pendingValue, pendingDate, updatedAt: now };
}

function decideSet(states: LimitStates, period: LimitPeriod, limit: bigint, bounds: LimitBounds, now: Date): LimitDecision {
  if (limit < bounds.min) return { ok: false, code: 'error.deposit.limit.too_low' };
  if (limit > bounds.max) return { ok: false, code: 'error.deposit.limit.too_high' };
  if (!keepsIntervalOrder(states, period, limit)) return { ok: false, code: 'error.deposit.limit.interval' };
  const state = states[period];
  if (state.value === null) {
    // A new limit protects the player, so it applies at once and opens its first period now.
    return { ok: true, outcome: 'updated', state: { ...state, value: limit, pendingValue: null, pendingDate: null, startedAt: now, updatedAt: now } };
  }
  if (limit <= state.value) {
    // A decrease applies at once and replaces any pending increase or removal; the period anchor stays.
    return { ok: true, outcome: 'updated', state: { ...state, value: limit, pendingValue: null, pendingDate: null, updatedAt: now } };
  }
  return { ok: true, outcome: 'update.received', state: withPending(state, limit, now) };
}

/**
 * Applies one player request to the limits as they stand at `now` (already effective), under the rules in
 * docs/decisions.md "responsible-gambling limits": tighter at once, looser after a 24 h cooling-off.
 */
export function decideLimitChange(current: LimitStates, change: LimitChange, bounds: LimitBounds, now: Date): LimitDecision {
  const states = effectiveLimits(current, now);
  const state = states[change.period];
  if (state.locked) return { ok: false, code: 'error.deposit.limit.locked' };
  switch (change.kind) {
    case 'set':
      return decideSet(states, change.period, change.limit, bounds, now);
    case 'delete':
      if (state.value === null) return { ok: true, outcome: 'unchanged', state };
      return { ok: true, outcome: 'removal.received', state: withPending(state, null, now) };
    case 'cancelPending':
      if (state.pendingDate === null) return { ok: true, outcome: 'unchanged', state };
      return { ok: true, outcome: 'canceled', state: { ...state, pendingValue: null, pendingDate: null, updatedAt: now } };
  }
}
