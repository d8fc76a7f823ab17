// The account page's own error codes (identity-and-account §8 "Account") and their HTTP status; never 401 or 403,
// which the site reads as "signed out" (identity-and-account §6). ERROR_STATUS (lib/api/error-codes.ts) spreads them in.

export const ACCOUNT_ERROR_STATUS = {
  /** Spec identity-and-account §8 "Account": the old password of a password change is wrong. */
  'error.old_password.incorrect': 400,
  /** The address (and province) were verified: changing them goes through support with a new proof of address. */
  'error.account.address.locked': 409,
  /** A move into or out of Ontario changes the regulated market: it goes through support (account migration). */
  'error.account.province.ontario': 409,
  /** The player already has an open account migration request (identity-and-account.md §7 `/player/migration`). */
  'error.account.migration.open': 409,
} as const satisfies Record<string, number>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_STATUS;

export const ACCOUNT_ERROR_MESSAGE: Record<AccountErrorCode, string> = {
  'error.old_password.incorrect': 'The old password is not correct.',
  'error.account.address.locked': 'The address is verified; contact support with a new proof of address to change it.',
  'error.account.province.ontario': 'Moving into or out of Ontario changes the regulated market; contact support.',
  'error.account.migration.open': 'An account move is already requested; support will decide it.',
};
