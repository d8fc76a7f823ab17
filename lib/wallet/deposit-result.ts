import { z } from 'zod';
import { DEPOSIT_STATUSES } from './deposit-statuses';

// The deposit result the deposit page reads back from the cashier (GET /v1/player/wallet/deposit/{depositid}):
// the deposit's status and, when the player chose a deposit bonus (selectedBonusId, games-wallet-bonuses.md §3
// deposit flow), whether it was granted and, if not, why (docs/decisions.md "Deposit bonus skipped").

export const depositIdParamsSchema = z.strictObject({ depositid: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const DEPOSIT_BONUS_STATES = ['PENDING', 'GRANTED', 'NOT_GRANTED'] as const;
export type DepositBonusState = (typeof DEPOSIT_BONUS_STATES)[number];

export const depositResultSchema = z.object({
  depositId: z.int().positive(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.int(),
  currency: z.string(),
  /** Null when the player chose no bonus. */
  bonus: z
    .object({
      campaignId: z.int().positive(),
      /** PENDING until the deposit settles; NOT_GRANTED when it settled without the bonus (or failed). */
      state: z.enum(DEPOSIT_BONUS_STATES),
      /** Why it was not granted: the bonus engine's error code (e.g. error.bonus.active.already.exists). */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type DepositResult = z.output<typeof depositResultSchema>;

/** What the player is told about the bonus they chose, from the deposit's status and recorded refusal. Pure. */
export function depositBonusState(deposit: { status: string; bonusRefusal: string | null }): DepositBonusState {
  if (deposit.status === 'SUCCESS') return deposit.bonusRefusal === null ? 'GRANTED' : 'NOT_GRANTED';
  return deposit.status === 'FAILED' ? 'NOT_GRANTED' : 'PENDING';
}
