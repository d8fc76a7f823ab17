/** UKGC RTS 14: a slot game cycle lasts at least 2.5 seconds, however fast the server answers. */
export const SLOT_MIN_ROUND_MS = 2_500;
/** The table game's wheel is given a comparable, shorter spin so results never appear instantly. */
export const TABLE_MIN_ROUND_MS = 1_500;
/** A virtual race is run on screen for at least this long: the finishing order is only shown as the runners stop. */
export const RACE_MIN_ROUND_MS = 4_000;

/** How long the client still waits before it shows the result of a round that started at `startedAt`. */
export function remainingRoundDelay(startedAt: number, now: number, minimumMs: number): number {
  return Math.max(0, startedAt + minimumMs - now);
}

/** Session time as h:mm:ss (hours unpadded, grows past 24), for the reality-check strip. */
export function formatSessionTime(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Net position of this session: everything won minus everything staked, in minor units. */
export function netPosition(rounds: readonly { stake: number; win: number }[]): number {
  return rounds.reduce((net, round) => net + round.win - round.stake, 0);
}
