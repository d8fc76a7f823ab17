// Spec games-wallet-bonuses §3 wallet enumerations, in the spec's words. Isomorphic: the site filters by them.

/** Spec games-wallet-bonuses §3 "Transaction" categories. */
export const TRANSACTION_CATEGORIES = ['BONUS', 'CASINO', 'PAYMENT', 'SPORTS', 'VIRTUAL_SPORTS', 'LIVE_CASINO', 'ADJUSTMENT', 'DORMANT_ADJUSTMENT'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** Spec games-wallet-bonuses §3 "Transaction" statuses. */
export const TRANSACTION_STATUSES = ['FAILED', 'PENDING', 'SUCCESS', 'REVERTED', 'WAITING_INPUT', 'COMPLETED', 'CANCELLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Spec games-wallet-bonuses §3 "Transaction" types. */
export const TRANSACTION_TYPES = [
  'BET',
  'BET_VOID',
  'CASHOUT',
  'CASHOUT_VOID',
  'DEPOSIT',
  'LOSS',
  'WIN',
  'WIN_VOID',
  'WITHDRAW',
  'DORMANT',
  'REVERSAL',
  'FORFEIT',
  'CANCELED',
  'REVERSAL_DP',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Spec games-wallet-bonuses §3 wallet types. */
export const WALLET_TYPES = ['MAIN', 'LOCKED', 'BONUS'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/**
 * Ledger account purposes: the player's cash (MAIN), funds reserved by pending withdrawals (LOCKED), bonus funds
 * per vertical, and the operator's own accounts (JACKPOT: a progressive pot's contributions, owed to its winner).
 */
export const ACCOUNT_PURPOSES = ['MAIN', 'LOCKED', 'SPORTS', 'CASINO', 'LIVE_CASINO', 'HOUSE', 'CLEARING', 'GAME', 'JACKPOT'] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

/** Who owns an account: a player (owner id = player_id) or the operator (owner id 0, a provider number, or a jackpot id). */
export const ACCOUNT_OWNER_TYPES = ['PLAYER', 'HOUSE', 'PAYMENT_CLEARING', 'GAME', 'JACKPOT'] as const;
export type AccountOwnerType = (typeof ACCOUNT_OWNER_TYPES)[number];

/** Pending-withdrawal workflow states, mapped onto the spec's transaction statuses. */
export const WITHDRAWAL_STATUSES = ['PENDING', 'COMPLETED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** How a withdrawal left PENDING. */
export const WITHDRAWAL_RESOLUTIONS = ['APPROVED', 'REJECTED', 'CANCELLED_BY_PLAYER'] as const;
export type WithdrawalResolution = (typeof WITHDRAWAL_RESOLUTIONS)[number];
