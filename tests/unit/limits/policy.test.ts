import { limitBounds } from '@/lib/limits/bounds';
import { COOLING_OFF_MS } from '@/lib/limits/enums';
import { decideLimitChange, effectiveLimit, NO_LIMIT, type LimitState, type LimitStates } from '@/lib/limits/policy';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const EARLIER = new Date('2026-05-01T08:00:00.000Z');
const LATER = new Date(NOW.getTime() + COOLING_OFF_MS);
const EUR = limitBounds('EUR');

const active = (value: bigint, extra: Partial<LimitState> = {}): LimitState => ({ ...NO_LIMIT, value, startedAt: EARLIER, updatedAt: EARLIER, ...extra });
const states = (partial: Partial<LimitStates> = {}): LimitStates => ({ D: NO_LIMIT, W: NO_LIMIT, M: NO_LIMIT, ...partial });

describe('setting a limit', () => {
  it('applies a new limit at once and anchors its periods now', () => {
    expect(decideLimitChange(states(), { kind: 'set', period: 'D', limit: 5_000n }, EUR, NOW)).toEqual({
      ok: true,
      outcome: 'updated',
      state: { ...NO_LIMIT, value: 5_000n, startedAt: NOW, updatedAt: NOW },
    });
  });

  it('applies a decrease at once, keeps the anchor and drops a pending increase', () => {
    const current = states({ D: active(5_000n, { pendingValue: 9_000n, pendingDate: LATER }) });
    expect(decideLimitChange(current, { kind: 'set', period: 'D', limit: 3_000n }, EUR, NOW)).toEqual({
      ok: true,
      outcome: 'updated',
      state: active(3_000n, { updatedAt: NOW }),
    });
  });

  it('applies an unchanged value at once (cancelling a pending change)', () => {
    const current = states({ W: active(5_000n, { pendingDate: LATER }) });
    expect(decideLimitChange(current, { kind: 'set', period: 'W', limit: 5_000n }, EUR, NOW)).toMatchObject({
      ok: true,
      outcome: 'updated',
      state: { value: 5_000n, pendingDate: null },
    });
  });

  it('keeps an increase pending for 24 hours', () => {
    const decision = decideLimitChange(states({ M: active(5_000n) }), { kind: 'set', period: 'M', limit: 8_000n }, EUR, NOW);
    expect(decision).toEqual({ ok: true, outcome: 'update.received', state: active(5_000n, { pendingValue: 8_000n, pendingDate: LATER, updatedAt: NOW }) });
  });

  it('keeps the clock of a repeated identical increase but restarts it for a different one', () => {
    const firstAsked = new Date(NOW.getTime() - 3_600_000);
    const pending = active(5_000n, { pendingValue: 8_000n, pendingDate: new Date(firstAsked.getTime() + COOLING_OFF_MS) });
    const same = decideLimitChange(states({ D: pending }), { kind: 'set', period: 'D', limit: 8_000n }, EUR, NOW);
    expect(same).toMatchObject({ ok: true, state: { pendingDate: pending.pendingDate } });
    const other = decideLimitChange(states({ D: pending }), { kind: 'set', period: 'D', limit: 9_000n }, EUR, NOW);
    expect(other).toMatchObject({ ok: true, state: { pendingValue: 9_000n, pendingDate: LATER } });
  });

  it.each([
    [999n, 'error.deposit.limit.too_low'],
    [100_000_001n, 'error.deposit.limit.too_high'],
  ] as const)('refuses %s with %s', (limit, code) => {
    expect(decideLimitChange(states(), { kind: 'set', period: 'D', limit }, EUR, NOW)).toEqual({ ok: false, code });
  });

  it('accepts the bounds themselves', () => {
    expect(decideLimitChange(states(), { kind: 'set', period: 'D', limit: EUR.min }, EUR, NOW)).toMatchObject({ ok: true });
    expect(decideLimitChange(states(), { kind: 'set', period: 'D', limit: EUR.max }, EUR, NOW)).toMatchObject({ ok: true });
  });

  it('uses the bounds of the player currency', () => {
    expect(decideLimitChange(states(), { kind: 'set', period: 'D', limit: 5_000n }, limitBounds('NOK'), NOW)).toEqual({
      ok: false,
      code: 'error.deposit.limit.too_low',
    });
    expect(limitBounds('XXX')).toEqual(EUR);
  });
});

describe('the interval rule: daily ≤ weekly ≤ monthly', () => {
  const set = (current: LimitStates, period: 'D' | 'W' | 'M', limit: bigint) => decideLimitChange(current, { kind: 'set', period, limit }, EUR, NOW);

  it.each([
    ['D above W', states({ W: active(5_000n) }), 'D', 6_000n],
    ['D above M', states({ M: active(5_000n) }), 'D', 6_000n],
    ['W below D', states({ D: active(5_000n) }), 'W', 4_000n],
    ['W above M', states({ M: active(5_000n) }), 'W', 6_000n],
    ['M below W', states({ W: active(5_000n) }), 'M', 4_000n],
    ['M below D', states({ D: active(5_000n) }), 'M', 4_000n],
    ['D increase above W', states({ D: active(3_000n), W: active(5_000n) }), 'D', 6_000n],
  ] as const)('refuses %s', (_, current, period, limit) => {
    expect(set(current, period, limit)).toEqual({ ok: false, code: 'error.deposit.limit.interval' });
  });

  it.each([
    ['equal values', states({ D: active(5_000n), M: active(5_000n) }), 'W', 5_000n],
    ['W between D and M', states({ D: active(2_000n), M: active(9_000n) }), 'W', 5_000n],
    ['no other limit', states(), 'M', 1_000n],
    ['other limits removed', states({ D: { ...NO_LIMIT, locked: false } }), 'W', 1_000n],
  ] as const)('accepts %s', (_, current, period, limit) => {
    expect(set(current, period, limit)).toMatchObject({ ok: true });
  });

  it('compares with the values in force, a due pending increase included', () => {
    const due = states({ W: active(5_000n, { pendingValue: 9_000n, pendingDate: new Date(NOW.getTime() - 1) }) });
    expect(set(due, 'D', 8_000n)).toMatchObject({ ok: true });
    const notYet = states({ W: active(5_000n, { pendingValue: 9_000n, pendingDate: LATER }) });
    expect(set(notYet, 'D', 8_000n)).toEqual({ ok: false, code: 'error.deposit.limit.interval' });
  });
});

describe('removing and cancelling', () => {
  it('keeps a removal pending for 24 hours (pendingValue null, pendingDate set)', () => {
    expect(decideLimitChange(states({ D: active(5_000n) }), { kind: 'delete', period: 'D' }, EUR, NOW)).toEqual({
      ok: true,
      outcome: 'removal.received',
      state: active(5_000n, { pendingValue: null, pendingDate: LATER, updatedAt: NOW }),
    });
  });

  it('replaces a pending increase with the removal', () => {
    const current = states({ D: active(5_000n, { pendingValue: 8_000n, pendingDate: LATER }) });
    const later = new Date(NOW.getTime() + 60_000);
    expect(decideLimitChange(current, { kind: 'delete', period: 'D' }, EUR, later)).toMatchObject({
      ok: true,
      state: { pendingValue: null, pendingDate: new Date(later.getTime() + COOLING_OFF_MS) },
    });
  });

  it('does nothing when removing an absent limit or cancelling without a pending change', () => {
    expect(decideLimitChange(states(), { kind: 'delete', period: 'W' }, EUR, NOW)).toEqual({ ok: true, outcome: 'unchanged', state: NO_LIMIT });
    expect(decideLimitChange(states({ W: active(5_000n) }), { kind: 'cancelPending', period: 'W' }, EUR, NOW)).toEqual({
      ok: true,
      outcome: 'unchanged',
      state: active(5_000n),
    });
  });

  it('cancels a pending increase or removal and keeps the value in force', () => {
    for (const pendingValue of [8_000n, null]) {
      const current = states({ M: active(5_000n, { pendingValue, pendingDate: LATER }) });
      expect(decideLimitChange(current, { kind: 'cancelPending', period: 'M' }, EUR, NOW)).toEqual({
        ok: true,
        outcome: 'canceled',
        state: active(5_000n, { updatedAt: NOW }),
      });
    }
  });

  it('cannot cancel a change whose cooling-off has passed: it is already in force', () => {
    const current = states({ D: active(5_000n, { pendingValue: 8_000n, pendingDate: new Date(NOW.getTime() - 1) }) });
    expect(decideLimitChange(current, { kind: 'cancelPending', period: 'D' }, EUR, NOW)).toMatchObject({
      ok: true,
      outcome: 'unchanged',
      state: { value: 8_000n, pendingDate: null },
    });
  });
});

describe('locked limits', () => {
  it.each([
    { kind: 'set', period: 'D', limit: 2_000n },
    { kind: 'set', period: 'D', limit: 9_000n },
    { kind: 'delete', period: 'D' },
    { kind: 'cancelPending', period: 'D' },
  ] as const)('refuses %o', (change) => {
    const current = states({ D: active(5_000n, { locked: true, pendingValue: 6_000n, pendingDate: LATER }) });
    expect(decideLimitChange(current, change, EUR, NOW)).toEqual({ ok: false, code: 'error.deposit.limit.locked' });
  });

  it('leaves the other periods free', () => {
    const current = states({ D: active(5_000n, { locked: true }) });
    expect(decideLimitChange(current, { kind: 'set', period: 'W', limit: 7_000n }, EUR, NOW)).toMatchObject({ ok: true });
  });
});

describe('effectiveLimit', () => {
  it('leaves a change pending until its date', () => {
    const pending = active(5_000n, { pendingValue: 8_000n, pendingDate: LATER });
    expect(effectiveLimit(pending, new Date(LATER.getTime() - 1))).toBe(pending);
  });

  it('applies a due increase at its date, keeping the anchor', () => {
    expect(effectiveLimit(active(5_000n, { pendingValue: 8_000n, pendingDate: LATER }), LATER)).toEqual(active(8_000n, { updatedAt: LATER }));
  });

  it('applies a due removal: no value, no anchor', () => {
    expect(effectiveLimit(active(5_000n, { pendingDate: LATER, locked: false }), LATER)).toEqual({ ...NO_LIMIT, updatedAt: LATER });
  });
});
