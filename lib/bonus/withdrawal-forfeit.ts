/**
 * Forfeit on withdrawal (games-wallet-bonuses.md §2 overlays, games-wallet-bonuses §4 forfeit flows; docs/decisions.md "Forfeit on
 * withdrawal"). Pure and isomorphic: what a withdrawal does to each running bonus of the player.
 * - wagering already met (not yet converted): COMPLETED, the player earned the conversion; no consent needed;
 * - past its expiry (not yet swept): EXPIRED, its money is already lost; no consent needed;
 * - otherwise FORFEITED, only with the player's explicit consent (`forfeitActiveBonuses: true`).
 */
export type WithdrawalBonusEnding = 'COMPLETED' | 'EXPIRED' | 'FORFEITED';

export interface RunningBonusFacts {
  wageringReachedAt: Date | null;
  expiresAt: Date | null;
}

export function endingOnWithdrawal(bonus: RunningBonusFacts, now: Date): WithdrawalBonusEnding {
  if (bonus.wageringReachedAt !== null) return 'COMPLETED';
  if (bonus.expiresAt !== null && bonus.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'FORFEITED';
}

/** Whether the withdrawal needs the player's consent: some running bonus would be forfeited by it. */
export function withdrawalNeedsForfeitConsent(bonuses: readonly RunningBonusFacts[], now: Date): boolean {
  return bonuses.some((bonus) => endingOnWithdrawal(bonus, now) === 'FORFEITED');
}

/** The 409 a withdrawal answers while a bonus runs and the request did not accept forfeiting it. */
export const WITHDRAWAL_BONUS_ERROR = 'error.withdrawal.bonus.active' as const;
/** `additionalInfo.errorType` of that 409: the client opens the forfeit-on-withdrawal modal on it. */
export const FORFEIT_ON_WITHDRAWAL = 'ACTIVE_BONUS_ON_WITHDRAWAL' as const;
