import {
  addMonths,
  choicesFor,
  DAY_MS,
  daysLeft,
  effectiveStatus,
  exclusionEnd,
  exclusionRefusal,
  gamblingBlockOf,
  lengthens,
  PROTECTION_CHOICES,
  PROTECTION_REGIMES,
  regimeOf,
  timeoutEnd,
  timeoutRefusal,
  type BlockFacts,
} from '@/lib/protection/policy';

const now = new Date('2026-11-27T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const facts = (over: Partial<BlockFacts> = {}): BlockFacts => ({ status: 'REGISTERED', timeoutUntil: null, exclusionUntil: null, ...over });

describe('market regimes (docs/decisions.md "Time-out and self-exclusion")', () => {
  it('reads the regime from the registered country and Canadian province', () => {
    expect(regimeOf('GB', null)).toBe('UKGC');
    expect(regimeOf('CA', 'ON')).toBe('AGCO');
    expect(regimeOf('CA', 'BC')).toBe('MGA');
    expect(regimeOf('CA', null)).toBe('MGA');
    expect(regimeOf('SE', null)).toBe('SPELINSPEKTIONEN');
    expect(regimeOf('FI', null)).toBe('MGA');
  });

  it('offers Ontario breaks of one day to three months, and nothing outside', () => {
    const ontario = choicesFor('CA', 'ON');
    expect(Math.min(...ontario.timeoutDays)).toBe(1);
    expect(Math.max(...ontario.timeoutDays)).toBe(90);
    expect(timeoutRefusal(ontario, 1)).toBeNull();
    expect(timeoutRefusal(ontario, 90)).toBeNull();
    expect(timeoutRefusal(ontario, 91)).toEqual({ field: 'timeout', allowed: ontario.timeoutDays });
    expect(timeoutRefusal(ontario, 0)).not.toBeNull();
    expect(timeoutRefusal(ontario, 2)).not.toBeNull();
  });

  it('never offers a UK self-exclusion shorter than six months nor longer than five years', () => {
    const uk = choicesFor('GB', null);
    expect(Math.min(...uk.exclusionMonths)).toBe(6);
    expect(Math.max(...uk.exclusionMonths)).toBe(60);
    expect(exclusionRefusal(uk, { exclusionInMonths: 5, exclusionDelayInHours: 24 })).toEqual({ field: 'exclusionInMonths', allowed: uk.exclusionMonths });
    expect(exclusionRefusal(uk, { exclusionInMonths: 6, exclusionDelayInHours: 24 })).toBeNull();
    expect(exclusionRefusal(uk, { exclusionInMonths: 61, exclusionDelayInHours: 24 })).not.toBeNull();
    expect(Math.max(...uk.timeoutDays)).toBe(42);
  });

  it('gives Sweden the Spelpaus lengths and points to the national register', () => {
    const sweden = choicesFor('SE', null);
    expect(sweden.exclusionMonths).toEqual([1, 3, 6, 12]);
    expect(sweden.nationalRegisterUrl).toBe('https://www.spelpaus.se/');
    expect(exclusionRefusal(sweden, { exclusionInMonths: 1, exclusionDelayInHours: 24 })).toBeNull();
  });

  it('keeps every MGA self-exclusion at six months or more, and every regime sorted with a 24-hour cooling-off and the indefinite choice', () => {
    expect(Math.min(...PROTECTION_CHOICES.MGA.exclusionMonths)).toBe(6);
    for (const regime of PROTECTION_REGIMES) {
      const choices = PROTECTION_CHOICES[regime];
      expect([...choices.timeoutDays].sort((a, b) => a - b)).toEqual(choices.timeoutDays);
      expect([...choices.exclusionMonths].sort((a, b) => a - b)).toEqual(choices.exclusionMonths);
      expect(choices.exclusionDelayInHours).toBe(24);
      expect(choices.indefinite).toBe(true);
    }
  });

  it('takes the indefinite exclusion only as the spec sends it (12 months with the flag) and the cooling-off only as 24 hours', () => {
    const mga = choicesFor('MT', null);
    expect(exclusionRefusal(mga, { exclusionInMonths: 12, exclusionDelayInHours: 24, accountDisableIndefinitely: true })).toBeNull();
    expect(exclusionRefusal(mga, { exclusionInMonths: 6, exclusionDelayInHours: 24, accountDisableIndefinitely: true })).toEqual({
      field: 'exclusionInMonths',
      allowed: [12],
    });
    expect(exclusionRefusal(mga, { exclusionInMonths: 6, exclusionDelayInHours: 0 })).toEqual({ field: 'exclusionDelayInHours', allowed: [24] });
    expect(exclusionRefusal(mga, { exclusionInMonths: 6, exclusionDelayInHours: 23 })).not.toBeNull();
  });
});

describe('end times', () => {
  it('ends a time-out whole days from now', () => {
    expect(timeoutEnd(now, 1)).toEqual(at(DAY_MS));
    expect(timeoutEnd(now, 90)).toEqual(at(90 * DAY_MS));
  });

  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1)).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1)).toEqual(new Date('2028-02-29T10:00:00Z'));
    expect(addMonths(new Date('2026-11-27T12:00:00Z'), 6)).toEqual(new Date('2027-05-27T12:00:00Z'));
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 60)).toEqual(new Date('2031-08-31T00:00:00Z'));
  });

  it('ends a self-exclusion after its months plus the cooling-off hours; an indefinite one never', () => {
    expect(exclusionEnd(now, { exclusionInMonths: 6, exclusionDelayInHours: 24 })).toEqual(new Date('2027-05-28T12:00:00.000Z'));
    expect(exclusionEnd(now, { exclusionInMonths: 12, exclusionDelayInHours: 24, accountDisableIndefinitely: true })).toBeNull();
  });

  it('counts days left rounded up, at least one', () => {
    expect(daysLeft(at(1), now)).toBe(1);
    expect(daysLeft(at(DAY_MS), now)).toBe(1);
    expect(daysLeft(at(DAY_MS + 1), now)).toBe(2);
    expect(daysLeft(at(-5), now)).toBe(1);
  });

  it('only ever lengthens: a later end or indefinite, never the same or sooner', () => {
    expect(lengthens(null, at(1))).toBe(true);
    expect(lengthens(at(10), at(11))).toBe(true);
    expect(lengthens(at(10), at(10))).toBe(false);
    expect(lengthens(at(10), at(9))).toBe(false);
    expect(lengthens(at(10), null)).toBe(true);
  });
});

describe('gamblingBlockOf: in force until the clock passes the stored end', () => {
  it('reads a running time-out with its days, and none one millisecond after its end', () => {
    expect(gamblingBlockOf(facts({ status: 'TIMEOUT', timeoutUntil: at(3 * DAY_MS) }), now)).toEqual({ kind: 'TIMEOUT', until: at(3 * DAY_MS), daysLeft: 3 });
    expect(gamblingBlockOf(facts({ status: 'TIMEOUT', timeoutUntil: now }), now)).toBeNull();
    expect(gamblingBlockOf(facts({ status: 'TIMEOUT', timeoutUntil: at(1) }), at(1))).toBeNull();
    expect(gamblingBlockOf(facts({ status: 'TIMEOUT', timeoutUntil: at(1) }), now)).toMatchObject({ kind: 'TIMEOUT', daysLeft: 1 });
  });

  it('reads the self-exclusion first, indefinite when SELF_EXCLUDED has no end', () => {
    expect(gamblingBlockOf(facts({ status: 'SELF_EXCLUDED' }), now)).toEqual({ kind: 'SELF_EXCLUSION', until: null, daysLeft: null });
    const both = facts({ status: 'SELF_EXCLUDED', exclusionUntil: at(40 * DAY_MS), timeoutUntil: at(90 * DAY_MS) });
    expect(gamblingBlockOf(both, now)).toMatchObject({ kind: 'SELF_EXCLUSION', daysLeft: 40 });
    expect(gamblingBlockOf(both, at(41 * DAY_MS))).toMatchObject({ kind: 'TIMEOUT', daysLeft: 49 });
    expect(gamblingBlockOf(both, at(90 * DAY_MS))).toBeNull();
  });

  it('holds a block in the columns whatever the status (a payout-status account keeps its status)', () => {
    expect(gamblingBlockOf(facts({ status: 'PAYOUT', exclusionUntil: at(DAY_MS) }), now)).toMatchObject({ kind: 'SELF_EXCLUSION' });
    expect(gamblingBlockOf(facts({ status: 'RESTRICTED', timeoutUntil: at(DAY_MS) }), now)).toMatchObject({ kind: 'TIMEOUT' });
    expect(gamblingBlockOf(facts(), now)).toBeNull();
  });

  it('gives the money gates the status in force: blocked while it runs, ordinary once it has ended', () => {
    expect(effectiveStatus(facts({ status: 'TIMEOUT', timeoutUntil: at(1) }), now)).toBe('TIMEOUT');
    expect(effectiveStatus(facts({ status: 'TIMEOUT', timeoutUntil: now }), now)).toBe('REGISTERED');
    expect(effectiveStatus(facts({ status: 'SELF_EXCLUDED', exclusionUntil: at(-1) }), now)).toBe('REGISTERED');
    expect(effectiveStatus(facts({ status: 'PAYOUT', timeoutUntil: at(1) }), now)).toBe('TIMEOUT');
    expect(effectiveStatus(facts({ status: 'PAYOUT' }), now)).toBe('PAYOUT');
    expect(effectiveStatus(facts({ status: 'SELF_EXCLUDED' }), now)).toBe('SELF_EXCLUDED');
  });
});
