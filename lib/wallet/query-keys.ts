export const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;
