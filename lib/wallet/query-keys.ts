/** React Query key of GET /api/v1/player/wallet: the balance UI reads it, the live connection writes it. */
export const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;
