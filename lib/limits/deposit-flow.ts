import type { LimitPeriod } from './enums';

/**
 * The deposit flow's limit fields (games-wallet-bonuses §3 "Deposit flow"): which limit the figure is about
 * (a spend limit or a deposit limit), how much is left of it, its period and when the period resets.
 */
export interface DepositLimitFields {
  isSpendLimit: boolean;
  limitLeft: number;
  limitType: LimitPeriod;
  resetOn: string;
}
