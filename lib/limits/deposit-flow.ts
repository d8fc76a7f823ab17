import { z } from 'zod';
import { LIMIT_PERIODS } from './enums';

/**
 * The deposit flow's limit fields (games-wallet-bonuses §3 "Deposit flow"): which limit the figure is about
 * (a spend limit or a deposit limit), how much is left of it (minor units), its period and when the period resets.
 */
export const depositLimitFieldsSchema = z.object({
  isSpendLimit: z.boolean(),
  limitLeft: z.int(),
  limitType: z.enum(LIMIT_PERIODS),
  resetOn: z.iso.datetime({ offset: true }),
});
export type DepositLimitFields = z.output<typeof depositLimitFieldsSchema>;
