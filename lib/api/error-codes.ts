import { ACCOUNT_ERROR_MESSAGE, ACCOUNT_ERROR_STATUS } from '@/lib/account/error-codes';
import { HARBOUR_GAME_ERROR_MESSAGE, HARBOUR_GAME_ERROR_STATUS } from '@/lib/games/harbour/error-codes';
import { GAME_LAUNCH_ERROR_MESSAGE, GAME_LAUNCH_ERROR_STATUS } from '@/lib/games/launch/error-codes';
import { IDENTITY_ERROR_MESSAGE, IDENTITY_ERROR_STATUS } from '@/lib/identity/error-codes';
import { PROTECTION_ERROR_MESSAGE, PROTECTION_ERROR_STATUS } from '@/lib/protection/error-codes';
import { SEAMLESS_ERROR_MESSAGE, SEAMLESS_ERROR_STATUS } from '@/lib/games/seamless-error-codes';
import { BONUS_ERROR_MESSAGE, BONUS_ERROR_STATUS } from '@/lib/bonus/error-codes';

/**
 * Every error code the platform API answers with, and its HTTP status. Codes follow the spec's keys
 * (`error.*`, identity-and-account §8 and games-wallet-bonuses §8) so the site can show `messages/<lang>.json` entries without a mapping table.
 */
export const ERROR_STATUS = {
  'error.request.validation': 400,
  'error.request.malformed_json': 400,
  'error.unauthorized': 401,
  'error.webhook.signature_invalid': 401,
  'error.forbidden': 403,
  'error.not_found': 404,
  'error.player.not.found': 404,
  'error.cookie_consent.not_found': 404,
  'error.withdrawal.not_found': 404,
  'error.idempotency.conflict': 409,
  'error.wallet.not_enough_funds': 409,
  'error.withdrawal.not_pending': 409,
  'error.withdrawal.cancel.limit_reached': 409,
  'error.deposit.limit.interval': 400,
  'error.deposit.limit.too_low': 400,
  'error.deposit.limit.too_high': 400,
  'error.deposit.limit.locked': 403,
  'error.spend.limit.reached': 403,
  'error.favourites.limit_reached': 409,
  'error.ledger.invalid_operation': 422,
  'error.request.too_large': 413,
  'error.request.unsupported_media_type': 415,
  'error.rate_limit.exceeded': 429,
  'error.system.error': 500,
  'error.system.unavailable': 503,
  ...SEAMLESS_ERROR_STATUS,
  ...IDENTITY_ERROR_STATUS,
  ...ACCOUNT_ERROR_STATUS,
  ...HARBOUR_GAME_ERROR_STATUS,
  ...GAME_LAUNCH_ERROR_STATUS,
  ...PROTECTION_ERROR_STATUS,
  ...BONUS_ERROR_STATUS,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default English message per code; the site translates by code, this is for API consumers and logs. */
export const ERROR_MESSAGE: Record<ErrorCode, string> = {
  'error.request.validation': 'The request has invalid fields.',
  'error.request.malformed_json': 'The request body is not valid JSON.',
  'error.unauthorized': 'Authentication is required.',
  'error.webhook.signature_invalid': 'The webhook signature is missing, invalid or expired.',
  'error.forbidden': 'This action is not allowed.',
  'error.not_found': 'Not found.',
  'error.player.not.found': 'Player not found.',
  'error.cookie_consent.not_found': 'Cookie consent not found.',
  'error.withdrawal.not_found': 'Pending withdrawal not found.',
  'error.idempotency.conflict': 'This Idempotency-Key was already used for a different request.',
  'error.wallet.not_enough_funds': 'The wallet does not hold enough funds.',
  'error.withdrawal.not_pending': 'The withdrawal is no longer pending.',
  'error.withdrawal.cancel.limit_reached': 'Too many withdrawal cancellations; try again later.',
  'error.deposit.limit.interval': 'A daily limit may not exceed the weekly one, nor a weekly limit the monthly one.',
  'error.deposit.limit.too_low': 'The limit is below the smallest allowed.',
  'error.deposit.limit.too_high': 'The limit is above the largest allowed.',
  'error.deposit.limit.locked': 'This limit is locked and cannot be changed.',
  'error.spend.limit.reached': 'The bet would exceed your spend limit.',
  'error.favourites.limit_reached': 'The lobby already holds the most favourites a player may keep (100).',
  'error.ledger.invalid_operation': 'The ledger operation is not valid.',
  'error.request.too_large': 'The request body is too large.',
  'error.request.unsupported_media_type': 'The request body must be application/json.',
  'error.rate_limit.exceeded': 'Too many requests; try again later.',
  'error.system.error': 'Something went wrong.',
  'error.system.unavailable': 'The service is temporarily unavailable.',
  ...SEAMLESS_ERROR_MESSAGE,
  ...IDENTITY_ERROR_MESSAGE,
  ...ACCOUNT_ERROR_MESSAGE,
  ...HARBOUR_GAME_ERROR_MESSAGE,
  ...GAME_LAUNCH_ERROR_MESSAGE,
  ...PROTECTION_ERROR_MESSAGE,
  ...BONUS_ERROR_MESSAGE,
};
