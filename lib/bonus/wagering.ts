import type { BonusStickiness } from './enums';

// The bonus wallet's arithmetic (docs/decisions.md "Bonus wallet"), in integer minor units. The seamless SQL
// functions (server/db/functions/seamless_*.sql) apply the same rules under the wallet lock; the integration
// tests pin the two together.

/** A deposit bonus: matchPercent of the deposit, at most maxBonus; nothing below the minimum deposit. */
export function depositBonusAmount(input: { deposit: bigint; minDeposit: bigint; matchPercent: number; maxBonus: bigint }): bigint {
  if (input.deposit < input.minDeposit || input.matchPercent <= 0) return 0n;
  const matched = (input.deposit * BigInt(input.matchPercent)) / 100n;
  return matched < input.maxBonus ? matched : input.maxBonus;
}

/** What must be wagered: the multiplier times the bonus amount. */
export function wageringRequirement(bonusAmount: bigint, wrMultiplier: number): bigint {
  return bonusAmount * BigInt(wrMultiplier);
}

export interface ContributionRules {
  gameContributions: Readonly<Record<string, number>>;
  defaultContribution: number;
  excludedGameIds: readonly string[];
}

/** A game's wagering contribution in percent: 0 for an excluded game, else its category's, else the default. */
export function contributionPercent(rules: ContributionRules, game: { gameId: string; gameType: string | null; alwaysExcluded: boolean }): number {
  if (game.alwaysExcluded || rules.excludedGameIds.includes(game.gameId)) return 0;
  const byType = game.gameType === null ? undefined : rules.gameContributions[game.gameType];
  return byType ?? rules.defaultContribution;
}

/** The amount a stake adds to wagering progress at a contribution (floor: never more than the stake paid). */
export function contributionOf(stake: bigint, percent: number): bigint {
  return (stake * BigInt(percent)) / 100n;
}

/** Real money first, then bonus (docs/decisions.md "Bonus wallet"). Null when the two together do not cover it. */
export function splitStake(amount: bigint, real: bigint, bonus: bigint): { real: bigint; bonus: bigint } | null {
  if (real + bonus < amount) return null;
  const fromReal = real < amount ? real : amount;
  return { real: fromReal, bonus: amount - fromReal };
}

/** A win split in proportion to the stake's sources; the rounding remainder goes to real money. */
export function splitWin(win: bigint, stakeReal: bigint, stakeBonus: bigint): { real: bigint; bonus: bigint } {
  const stake = stakeReal + stakeBonus;
  if (stake <= 0n || stakeBonus <= 0n) return { real: win, bonus: 0n };
  const bonus = (win * stakeBonus) / stake;
  return { real: win - bonus, bonus };
}

/**
 * What completing the wagering converts to cash: a NON_STICKY bonus converts its whole balance, a STICKY one only
 * what exceeds the granted amount (the bonus itself is never cash); both at most maxConversion. The rest is forfeited.
 */
export function conversionOf(input: { balance: bigint; granted: bigint; stickiness: BonusStickiness; maxConversion: bigint | null }): {
  toCash: bigint;
  forfeited: bigint;
} {
  let toCash = input.stickiness === 'STICKY' ? input.balance - input.granted : input.balance;
  if (toCash < 0n) toCash = 0n;
  if (input.maxConversion !== null && toCash > input.maxConversion) toCash = input.maxConversion;
  return { toCash, forfeited: input.balance - toCash };
}
