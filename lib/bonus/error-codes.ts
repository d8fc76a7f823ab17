/**
 * The bonus engine's error codes and HTTP statuses. games-wallet-bonuses.md §8 names the two active-bonus codes; a
 * claim refused by them carries `additionalInfo.errorType` ACTIVE_BONUS_IN_SAME_VERTICAL or ACTIVE_TRIGGERED_BONUS,
 * which opens the forfeit flow. A claim of a campaign requiring consent answers 400 error.bonus.consent.required
 * (errorType CONSENT_REQUIRED: the consent step) until the player agreed: a 400 so a client knowing only games-wallet-bonuses §8 shows its code. Bonus-code refusals contain `bonus_code`, so the page shows them (games-wallet-bonuses §8);
 * the spec names no code for too many failed codes: error.bonus_code.attempt.count.exceeded (429) follows the sign-in
 * limit's error.sign.in.attempt.count.exceeded.
 */
export const BONUS_ERROR_STATUS = {
  'error.bonus.campaign.invalid': 422,
  'error.bonus.campaign.not_found': 404,
  'error.bonus.restricted': 403,
  'error.bonus.not_eligible': 409,
  'error.bonus.active.already.exists': 409,
  'error.bonus.active.triggered.already.exists': 409,
  'error.bonus.claim.limit_reached': 409,
  'error.bonus.deposit.required': 409,
  'error.bonus.consent.required': 400,
  'error.bonus.deposit.below_minimum': 409,
  'error.bonus.assignment.not_found': 404,
  'error.bonus.assignment.not_active': 409,
  'error.bonus_code.invalid': 400,
  'error.bonus_code.not_available': 409,
  'error.withdrawal.bonus.active': 409,
  'error.bonus_code.attempt.count.exceeded': 429,
} as const satisfies Record<string, number>;

export type BonusErrorCode = keyof typeof BONUS_ERROR_STATUS;

export const BONUS_ERROR_MESSAGE: Record<BonusErrorCode, string> = {
  'error.bonus.campaign.invalid': 'The campaign breaks a market or product rule.',
  'error.bonus.campaign.not_found': 'No such campaign.',
  'error.bonus.restricted': 'Bonuses are not available on this account.',
  'error.bonus.not_eligible': 'This reward is not available to you.',
  'error.bonus.active.already.exists': 'A bonus of the same vertical is already active.',
  'error.bonus.active.triggered.already.exists': 'A triggered bonus is already active.',
  'error.bonus.claim.limit_reached': 'You have already claimed this reward as often as it allows.',
  'error.bonus.deposit.required': 'This bonus is claimed with a deposit: choose it on the deposit page.',
  'error.bonus.consent.required': 'Accept the terms of this offer before claiming it.',
  'error.bonus.deposit.below_minimum': 'The deposit is below the bonus’s minimum deposit.',
  'error.bonus.assignment.not_found': 'No such bonus.',
  'error.bonus.assignment.not_active': 'The bonus is no longer active.',
  'error.bonus_code.invalid': 'The bonus code is not valid.',
  'error.bonus_code.not_available': 'The bonus code cannot be used on this account.',
  'error.withdrawal.bonus.active':
    'A bonus is running: withdrawing forfeits it. Send the request again with forfeitActiveBonuses true to forfeit it and withdraw.',
  'error.bonus_code.attempt.count.exceeded': 'Too many bonus codes that did not work; try again later.',
};
