import { z } from 'zod';
import { PAYMENT_METHODS } from '@/lib/payments/methods';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES, TRANSACTION_TYPES, type WithdrawalStatus } from './enums';

// Isomorphic: the banking pages validate with the same schemas. Money is integer minor units (cents) as JSON
// integers; the ledger keeps every amount within Number.MAX_SAFE_INTEGER (docs/decisions.md).

/** A positive amount in minor units. */
export const minorUnitsSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

const isoDateTime = z.iso.datetime({ offset: true });

/** GET /api/v1/player/wallet. */
export const walletSchema = z.object({
  currency: z.string().length(3),
  mainBalance: z.int(),
  lockedBalance: z.int(),
  sportsBonus: z.int(),
  casinoBonus: z.int(),
  liveCasinoBonus: z.int(),
  totalBalance: z.int(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Spec games-wallet-bonuses §9: page size 10; hasMore when exactly a page came back. */
export const TRANSACTION_PAGE_SIZE = 10;

/** GET /api/v1/player/wallet/transactions. `position` is how many rows the caller already has. */
export const getTransactionsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(TRANSACTION_PAGE_SIZE),
  position: z.coerce.number().int().min(0).max(100_000).default(0),
  category: z.enum(TRANSACTION_CATEGORIES).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
export type GetTransactionsQuery = z.infer<typeof getTransactionsQuerySchema>;

/** Spec games-wallet-bonuses §3 "Transaction"; walletId is the ledger account, walletType MAIN or BONUS. */
export const transactionSchema = z.object({
  referenceId: z.string(),
  playerId: z.int(),
  walletId: z.int(),
  walletType: z.enum(['MAIN', 'LOCKED', 'BONUS']),
  amount: z.int(),
  balanceAfterTransaction: z.int(),
  currency: z.string().length(3),
  category: z.enum(TRANSACTION_CATEGORIES),
  status: z.enum(TRANSACTION_STATUSES),
  type: z.enum(TRANSACTION_TYPES),
  transactionDate: isoDateTime,
  /** Not in the spec: the game a BET, WIN or void was played on (the catalogue's name), when known. */
  gameName: z.string().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export interface TransactionPage {
  transactions: Transaction[];
  position: number;
  hasMore: boolean;
}

/** GET /api/v1/player/wallet/net-position-win-loss. */
export const netPositionQuerySchema = z.strictObject({ from: isoDateTime.optional(), to: isoDateTime.optional() });
export type NetPositionQuery = z.infer<typeof netPositionQuerySchema>;

/** POST /api/v1/player/wallet/deposit-allowed (spec games-wallet-bonuses §7: ipAddress and blackbox; query later). */
export const depositAllowedBodySchema = z.strictObject({
  ipAddress: z.union([z.ipv4(), z.ipv6()]),
  /** Device fingerprint read from a page global; opaque to us. */
  blackbox: z.string().min(1).max(8192),
});
export const depositAllowedQuerySchema = z.strictObject({ later: z.enum(['true', 'false']).optional() });

/** POST /api/v1/player/wallet/withdrawal/request. */
export const withdrawalRequestBodySchema = z.strictObject({
  amount: minorUnitsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});
export type WithdrawalRequestBody = z.infer<typeof withdrawalRequestBodySchema>;

/** POST /api/v1/player/wallet/withdrawal/cancellation (spec games-wallet-bonuses §7). */
export const withdrawalCancellationBodySchema = z.strictObject({
  pendingWithdrawalId: z.int().positive().max(Number.MAX_SAFE_INTEGER),
  amount: minorUnitsSchema,
  cancelByPlayer: z.literal(true),
});
export type WithdrawalCancellationBody = z.infer<typeof withdrawalCancellationBodySchema>;

/** A pending withdrawal, shown in history as category PAYMENT, type WITHDRAW (spec games-wallet-bonuses §3). */
export interface PendingWithdrawal {
  pendingWithdrawalId: number;
  referenceId: string;
  playerId: number;
  amount: number;
  currency: string;
  category: 'PAYMENT';
  type: 'WITHDRAW';
  status: WithdrawalStatus;
  transactionDate: string;
}

/** POST /api/v1/player/wallet/deposit/request. */
export const depositRequestBodySchema = z.strictObject({
  amount: minorUnitsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type DepositRequestBody = z.infer<typeof depositRequestBodySchema>;
