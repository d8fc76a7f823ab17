import { addMonths, limitWindow, usageStart } from '@/lib/limits/periods';

const at = (iso: string) => new Date(iso);

describe('limitWindow', () => {
  const started = at('2026-01-31T10:30:00.000Z');

  it.each([
    ['D', '2026-01-31T10:30:00.000Z', '2026-01-31T10:30:00.000Z', '2026-02-01T10:30:00.000Z'],
    ['D', '2026-02-01T10:29:59.999Z', '2026-01-31T10:30:00.000Z', '2026-02-01T10:30:00.000Z'],
    ['D', '2026-02-01T10:30:00.000Z', '2026-02-01T10:30:00.000Z', '2026-02-02T10:30:00.000Z'],
    ['D', '2026-03-15T00:00:00.000Z', '2026-03-14T10:30:00.000Z', '2026-03-15T10:30:00.000Z'],
    ['W', '2026-02-07T10:29:59.000Z', '2026-01-31T10:30:00.000Z', '2026-02-07T10:30:00.000Z'],
    ['W', '2026-02-07T10:30:00.000Z', '2026-02-07T10:30:00.000Z', '2026-02-14T10:30:00.000Z'],
    ['W', '2026-03-01T00:00:00.000Z', '2026-02-28T10:30:00.000Z', '2026-03-07T10:30:00.000Z'],
    // Monthly from the 31st: short months clamp to their last day, and the next month returns to the 31st.
    ['M', '2026-02-15T00:00:00.000Z', '2026-01-31T10:30:00.000Z', '2026-02-28T10:30:00.000Z'],
    ['M', '2026-02-28T10:30:00.000Z', '2026-02-28T10:30:00.000Z', '2026-03-31T10:30:00.000Z'],
    ['M', '2026-03-31T10:29:59.000Z', '2026-02-28T10:30:00.000Z', '2026-03-31T10:30:00.000Z'],
    ['M', '2026-04-30T11:00:00.000Z', '2026-04-30T10:30:00.000Z', '2026-05-31T10:30:00.000Z'],
    ['M', '2027-01-31T10:30:00.000Z', '2027-01-31T10:30:00.000Z', '2027-02-28T10:30:00.000Z'],
  ] as const)('%s at %s runs %s … %s', (period, now, start, resetAt) => {
    expect(limitWindow(period, started, at(now))).toEqual({ start: at(start), resetAt: at(resetAt) });
  });

  it('treats a clock before the anchor as the first period', () => {
    expect(limitWindow('D', started, at('2026-01-30T00:00:00.000Z'))).toEqual({ start: started, resetAt: at('2026-02-01T10:30:00.000Z') });
    expect(limitWindow('M', started, at('2026-01-30T00:00:00.000Z'))).toEqual({ start: started, resetAt: at('2026-02-28T10:30:00.000Z') });
  });

  it('always contains now, for every period and many instants', () => {
    const anchor = at('2024-01-29T23:59:59.000Z');
    for (let hours = 0; hours < 24 * 800; hours += 37) {
      const now = new Date(anchor.getTime() + hours * 3_600_000);
      for (const period of ['D', 'W', 'M'] as const) {
        const window = limitWindow(period, anchor, now);
        expect(window.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(window.resetAt.getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });
});

describe('addMonths', () => {
  it('clamps the day to the target month and handles leap years and year ends', () => {
    expect(addMonths(at('2024-01-31T00:00:00.000Z'), 1)).toEqual(at('2024-02-29T00:00:00.000Z'));
    expect(addMonths(at('2024-01-31T00:00:00.000Z'), 13)).toEqual(at('2025-02-28T00:00:00.000Z'));
    expect(addMonths(at('2025-12-15T08:00:00.000Z'), 1)).toEqual(at('2026-01-15T08:00:00.000Z'));
    expect(addMonths(at('2025-05-31T08:00:00.000Z'), 1)).toEqual(at('2025-06-30T08:00:00.000Z'));
  });
});

describe('usageStart', () => {
  const at = (iso: string) => new Date(iso);
  const startedAt = at('2026-03-10T12:00:00.000Z');

  it('reaches one period length back in a limit’s first period', () => {
    expect(usageStart('D', startedAt, at('2026-03-10T13:00:00.000Z'))).toEqual(at('2026-03-09T13:00:00.000Z'));
    expect(usageStart('W', startedAt, at('2026-03-10T13:00:00.000Z'))).toEqual(at('2026-03-03T13:00:00.000Z'));
    expect(usageStart('M', startedAt, at('2026-03-31T12:00:00.000Z'))).toEqual(at('2026-02-28T12:00:00.000Z'));
  });

  it('never reaches into the period after the anchor: the look-back ends at the anchor at the latest', () => {
    expect(usageStart('D', startedAt, at('2026-03-11T11:59:59.999Z'))).toEqual(at('2026-03-10T11:59:59.999Z'));
    expect(usageStart('D', startedAt, startedAt)).toEqual(at('2026-03-09T12:00:00.000Z'));
  });

  it('counts from the period start in every later period', () => {
    expect(usageStart('D', startedAt, at('2026-03-11T12:00:00.000Z'))).toEqual(at('2026-03-11T12:00:00.000Z'));
    expect(usageStart('D', startedAt, at('2026-03-12T18:00:00.000Z'))).toEqual(at('2026-03-12T12:00:00.000Z'));
    expect(usageStart('W', startedAt, at('2026-03-18T00:00:00.000Z'))).toEqual(at('2026-03-17T12:00:00.000Z'));
    expect(usageStart('M', startedAt, at('2026-04-15T00:00:00.000Z'))).toEqual(at('2026-04-10T12:00:00.000Z'));
  });

  it('is never after the period start, for many instants', () => {
    for (let hours = 0; hours < 24 * 70; hours += 7) {
      const now = new Date(startedAt.getTime() + hours * 3_600_000);
      for (const period of ['D', 'W', 'M'] as const) {
        expect(usageStart(period, startedAt, now).getTime()).toBeLessThanOrEqual(limitWindow(period, startedAt, now).start.getTime());
      }
    }
  });
});
