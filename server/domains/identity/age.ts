/** Full years between a yyyy-MM-dd birth date and a yyyy-MM-dd day (both calendar dates, no time zone). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** A player born on 29 February turns a year older on 1 March in common years (hadBirthday compares month/day). */
export function isAtLeastAge(dateOfBirth: string, today: string, years: number): boolean {
  return ageOn(dateOfBirth, today) >= years;
}

/** Today's calendar date in UTC, yyyy-MM-dd. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
