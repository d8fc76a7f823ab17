/** Minutes left on a lock, rounded up, for additionalInfo (the sign-in lock, the bonus-code attempt limit). */
export function lockMinutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}
