import type { AccountStatus } from '@/lib/identity/schemas';

// Pure time-out and self-exclusion rules (identity-and-account §3 "Gambling state", §7 `/player/timeout`,
// `/player/exclusion`, identity-and-account §9 "exclusion sets a 1-day cooling-off"). The periods each market offers and why:
// docs/decisions.md "Time-out and self-exclusion". Isomorphic: the server enforces them, the form offers them.

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The rule book a player's market follows: UK Gambling Commission, AGCO (Ontario), Spelinspektionen (Sweden), MGA (every other market). */
export const PROTECTION_REGIMES = ['UKGC', 'AGCO', 'SPELINSPEKTIONEN', 'MGA'] as const;
export type ProtectionRegime = (typeof PROTECTION_REGIMES)[number];

/** identity-and-account §9: "Indefinite exclusion is sent as 12 months". */
export const INDEFINITE_EXCLUSION_MONTHS = 12;
/** identity-and-account §9: "exclusion sets a 1-day cooling-off" — sent as exclusionDelayInHours. */
export const EXCLUSION_COOLING_OFF_HOURS = 24;

export interface ProtectionChoices {
  regime: ProtectionRegime;
  /** Time-out (a break) lengths offered, in whole days, shortest first. */
  timeoutDays: readonly number[];
  /** Self-exclusion lengths offered, in months, shortest first. */
  exclusionMonths: readonly number[];
  /** Whether an indefinite self-exclusion is offered (every regime does). */
  indefinite: boolean;
  /** Hours of cooling-off after a self-exclusion's months before play may resume. */
  exclusionDelayInHours: number;
  /** A national exclusion register the page points to (Sweden's Spelpaus), or null. */
  nationalRegisterUrl: string | null;
}

/** The table in docs/decisions.md "Time-out and self-exclusion"; change both together. */
export const PROTECTION_CHOICES: Readonly<Record<ProtectionRegime, ProtectionChoices>> = {
  // UKGC: time-outs are short breaks up to six weeks; self-exclusion is at least 6 months and at most 5 years (LCCP SR 3.5.3).
  UKGC: {
    regime: 'UKGC',
    timeoutDays: [1, 7, 30, 42],
    exclusionMonths: [6, 12, 24, 36, 60],
    indefinite: true,
    exclusionDelayInHours: EXCLUSION_COOLING_OFF_HOURS,
    nationalRegisterUrl: null,
  },
  // AGCO (iGaming Ontario): breaks of one day to three months; self-exclusion from 6 months.
  AGCO: {
    regime: 'AGCO',
    timeoutDays: [1, 3, 7, 14, 30, 60, 90],
    exclusionMonths: [6, 12, 24, 60],
    indefinite: true,
    exclusionDelayInHours: EXCLUSION_COOLING_OFF_HOURS,
    nationalRegisterUrl: null,
  },
  // Sweden: Spelpaus.se is the national register (1, 3 or 6 months, or until further notice); the site offers its own
  // time-out and a site exclusion with the same lengths, and points to Spelpaus for an exclusion from every licensee.
  SPELINSPEKTIONEN: {
    regime: 'SPELINSPEKTIONEN',
    timeoutDays: [1, 7, 30],
    exclusionMonths: [1, 3, 6, 12],
    indefinite: true,
    exclusionDelayInHours: EXCLUSION_COOLING_OFF_HOURS,
    nationalRegisterUrl: 'https://www.spelpaus.se/',
  },
  // MGA Player Protection Directive: a time-out below six months; self-exclusion of at least six months or indefinite.
  MGA: {
    regime: 'MGA',
    timeoutDays: [1, 3, 7, 14, 30, 42],
    exclusionMonths: [6, 12, 24, 36, 60],
    indefinite: true,
    exclusionDelayInHours: EXCLUSION_COOLING_OFF_HOURS,
    nationalRegisterUrl: null,
  },
};

/** The regime of a player's registered country (and Canadian province). */
export function regimeOf(countryCode: string, provinceCode: string | null): ProtectionRegime {
  if (countryCode === 'GB') return 'UKGC';
  if (countryCode === 'CA' && provinceCode === 'ON') return 'AGCO';
  if (countryCode === 'SE') return 'SPELINSPEKTIONEN';
  return 'MGA';
}

export function choicesFor(countryCode: string, provinceCode: string | null): ProtectionChoices {
  return PROTECTION_CHOICES[regimeOf(countryCode, provinceCode)];
}

/** `date` plus whole calendar months in UTC; a day past the target month's end clamps to its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a time-out of `days` asked for at `now` ends. */
export function timeoutEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** When a self-exclusion of `months` (plus its cooling-off hours) asked for at `now` ends; null means it never ends by itself. */
export function exclusionEnd(now: Date, request: ExclusionRequest): Date | null {
  if (request.accountDisableIndefinitely) return null;
  return new Date(addMonths(now, request.exclusionInMonths).getTime() + request.exclusionDelayInHours * HOUR_MS);
}

export interface ExclusionRequest {
  exclusionInMonths: number;
  exclusionDelayInHours: number;
  accountDisableIndefinitely?: boolean;
}

/** Why a request is outside what the market offers, or null when it is allowed. */
export type PeriodRefusal = { field: 'timeout' | 'exclusionInMonths' | 'exclusionDelayInHours' | 'accountDisableIndefinitely'; allowed: readonly number[] };

export function timeoutRefusal(choices: ProtectionChoices, days: number): PeriodRefusal | null {
  return choices.timeoutDays.includes(days) ? null : { field: 'timeout', allowed: choices.timeoutDays };
}

export function exclusionRefusal(choices: ProtectionChoices, request: ExclusionRequest): PeriodRefusal | null {
  if (request.exclusionDelayInHours !== choices.exclusionDelayInHours) return { field: 'exclusionDelayInHours', allowed: [choices.exclusionDelayInHours] };
  if (request.accountDisableIndefinitely) {
    if (!choices.indefinite) return { field: 'accountDisableIndefinitely', allowed: [] };
    // The spec sends an indefinite exclusion as 12 months; any other number with the flag is a confused client.
    return request.exclusionInMonths === INDEFINITE_EXCLUSION_MONTHS ? null : { field: 'exclusionInMonths', allowed: [INDEFINITE_EXCLUSION_MONTHS] };
  }
  return choices.exclusionMonths.includes(request.exclusionInMonths) ? null : { field: 'exclusionInMonths', allowed: choices.exclusionMonths };
}

/** The stored facts a block is read from (players.status, timeout_until, exclusion_until). */
export interface BlockFacts {
  status: AccountStatus;
  timeoutUntil: Date | null;
  exclusionUntil: Date | null;
}

/**
 * A time-out or self-exclusion in force: `until` null means a self-exclusion without end (indefinite). A block
 * ends by itself when the clock passes `until`: nothing has to run for it to end.
 */
export interface GamblingBlock {
  kind: 'SELF_EXCLUSION' | 'TIMEOUT';
  until: Date | null;
  daysLeft: number | null;
}

/** Days left, rounded up: a block ending in 3 hours still shows "1 day". */
export function daysLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The block in force at `now`, the self-exclusion first. The end-time columns decide whatever the status says
 * (a restricted or payout-status account keeps its status while the columns hold its block); status
 * SELF_EXCLUDED without an end is the indefinite exclusion. Same rule as bet-refusal.ts and seamless_bet.sql.
 */
export function gamblingBlockOf(facts: BlockFacts, now: Date): GamblingBlock | null {
  if (facts.status === 'SELF_EXCLUDED' && facts.exclusionUntil === null) return { kind: 'SELF_EXCLUSION', until: null, daysLeft: null };
  if (facts.exclusionUntil && facts.exclusionUntil > now)
    return { kind: 'SELF_EXCLUSION', until: facts.exclusionUntil, daysLeft: daysLeft(facts.exclusionUntil, now) };
  if (facts.timeoutUntil && facts.timeoutUntil > now) return { kind: 'TIMEOUT', until: facts.timeoutUntil, daysLeft: daysLeft(facts.timeoutUntil, now) };
  // A TIMEOUT status without an end is never written (every time-out has one); like sign-in always has, it is no block.
  return null;
}

/** Whether a new end lengthens a block that runs until `current` (null current: none runs; null next: indefinite). */
export function lengthens(current: Date | null | undefined, next: Date | null): boolean {
  if (current === undefined || current === null) return true;
  if (next === null) return true;
  return next > current;
}

/**
 * The account status gates that read only the status (deposits, withdrawals) should see: TIMEOUT or SELF_EXCLUDED
 * while a block runs, the ordinary REGISTERED once a time-out or exclusion has ended by itself, the stored status otherwise.
 */
export function effectiveStatus(facts: BlockFacts, now: Date): AccountStatus {
  const block = gamblingBlockOf(facts, now);
  if (block) return block.kind === 'TIMEOUT' ? 'TIMEOUT' : 'SELF_EXCLUDED';
  if (facts.status === 'TIMEOUT' || facts.status === 'SELF_EXCLUDED') return 'REGISTERED';
  return facts.status;
}
