/**
 * The seamless-wallet API's error codes (docs/seamless-wallet.md) and their HTTP statuses. Providers branch on
 * `code`; every refusal has its own so a provider can tell "no money" from "not allowed to play".
 */
export const SEAMLESS_ERROR_STATUS = {
  'error.seamless.validation': 400,
  'error.seamless.signature.invalid': 401,
  'error.seamless.session.invalid': 401,
  'error.seamless.session.expired': 401,
  'error.seamless.insufficient_funds': 402,
  'error.seamless.limit.reached': 403,
  'error.seamless.player.timeout': 403,
  'error.seamless.player.excluded': 403,
  'error.seamless.access.denied': 403,
  'error.seamless.bonus.max_bet_exceeded': 403,
  'error.seamless.transaction.rolled_back': 409,
  'error.seamless.transaction.conflict': 409,
  'error.seamless.round.closed': 409,
  'error.seamless.round.invalid': 409,
  'error.seamless.jackpot.invalid': 409,
  'error.seamless.jackpot.paid': 409,
  'error.seamless.amount.out_of_range': 422,
} as const satisfies Record<string, number>;

export type SeamlessErrorCode = keyof typeof SEAMLESS_ERROR_STATUS;

export const SEAMLESS_ERROR_MESSAGE: Record<SeamlessErrorCode, string> = {
  'error.seamless.validation': 'The request body is not valid for this action.',
  'error.seamless.signature.invalid': 'The X-Signature header is missing or does not match the body.',
  'error.seamless.session.invalid': 'The game session token is unknown or belongs to another provider.',
  'error.seamless.session.expired': 'The game session has expired; bets need a live session.',
  'error.seamless.insufficient_funds': 'The player does not have enough funds for this bet.',
  'error.seamless.limit.reached': "The bet would exceed the player's spend limit.",
  'error.seamless.player.timeout': 'The player is on a timeout and cannot bet.',
  'error.seamless.player.excluded': 'The player is self-excluded and cannot bet.',
  'error.seamless.access.denied': 'The player may not play this product.',
  'error.seamless.bonus.max_bet_exceeded': 'The bet is above the maximum bet allowed while the player wagers a bonus.',
  'error.seamless.transaction.rolled_back': 'This transaction id was rolled back and cannot be used.',
  'error.seamless.transaction.conflict': 'This transaction id was already used with a different request.',
  'error.seamless.round.closed': 'The round is closed.',
  'error.seamless.round.invalid': 'The round is unknown or belongs to another player.',
  'error.seamless.jackpot.invalid': "A jackpot win on a game session whose game has no jackpot in the session's currency.",
  'error.seamless.jackpot.paid': 'A win that paid a jackpot is final and cannot be rolled back; the operator settles disputes.',
  'error.seamless.amount.out_of_range': 'The amount would take the balance beyond the largest the wallet holds (2^53 - 1 minor units); retrying does not help.',
};
