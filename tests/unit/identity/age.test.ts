/** @jest-environment node */
import { ageOn, isAtLeastAge, utcDay } from '@/server/domains/identity/age';

describe('age check', () => {
  it.each([
    ['2008-05-17', '2026-05-17', 18],
    ['2008-05-18', '2026-05-17', 17],
    ['2008-04-30', '2026-05-17', 18],
    ['2008-06-01', '2026-05-17', 17],
    ['1990-12-31', '2026-01-01', 35],
  ])('born %s is %i... on %s', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it('is 18 on the 18th birthday, not the day before', () => {
    expect(isAtLeastAge('2008-11-22', '2026-11-22', 18)).toBe(true);
    expect(isAtLeastAge('2008-11-23', '2026-11-22', 18)).toBe(false);
  });

  it('a 29 February birthday turns 18 on 1 March of a common year', () => {
    expect(isAtLeastAge('2008-02-29', '2026-02-28', 18)).toBe(false);
    expect(isAtLeastAge('2008-02-29', '2026-03-01', 18)).toBe(true);
  });

  it('takes the calendar day in UTC', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });
});
