/**
 * React Query keys of the wallet. `['wallet', 'balance']` holds exactly the GET /api/v1/player/wallet answer;
 * the realtime push (WALLET_BALANCE) writes the same entry, so the header and the banking pages stay in step.
 */
export const WALLET_QUERY_KEYS = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  pending: ['wallet', 'pending'] as const,
  recentMethods: ['wallet', 'recent-methods'] as const,
  depositAllowed: ['wallet', 'deposit-allowed'] as const,
  deposit: (depositId: number) => ['wallet', 'deposit', depositId] as const,
  depositMethods: (locale: string) => ['wallet', 'deposit-methods', locale] as const,
  transactions: (filters: Record<string, string | undefined>) => ['wallet', 'transactions', filters] as const,
  netPosition: (from: string, to?: string) => ['wallet', 'net-position', from, to] as const,
};

export const WALLET_BALANCE_QUERY_KEY = WALLET_QUERY_KEYS.balance;

/** Spec games-wallet-bonuses §9: the balance is refreshed every 20 s while signed in; filtered history every 30 s. */
export const BALANCE_POLL_MS = 20_000;
export const TRANSACTIONS_POLL_MS = 30_000;

/** The loyalty level the live push (PLAYER_LOYALTY_LEVEL) caches. */
export const LOYALTY_LEVEL_KEY = ['loyalty', 'level'] as const;

/** The running bonuses' wagering progress (BonusWageringProgress[]), written by the live push. */
export const BONUS_PROGRESS_KEY = ['bonus', 'progress'] as const;
