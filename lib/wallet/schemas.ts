import { z } from 'zod';
import { depositLimitFieldsSchema } from '@/lib/limits/deposit-flow';
import { PAYMENT_METHODS } from '@/lib/payments/methods';
import { TRANSACTION_CATEGORIES, TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAWAL_STATUSES } from './enums';
import { WALLET_FLOW_STATUSES, WALLET_OPERATION_RESULTS } from './wallet-results';

// Isomorphic: the wallet endpoints' request and answer shapes, used by their contracts (lib/wallet/contracts.ts),
// the server's domain code and the banking pages alike. Money is integer minor units (cents) as JSON integers;
// the ledger keeps every amount within Number.MAX_SAFE_INTEGER (docs/decisions.md).

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

/** The transactions answer: one page, `position` = rows the caller now has, `hasMore` when a full page came back. */
export const transactionPageSchema = z.object({ transactions: z.array(transactionSchema), position: z.int(), hasMore: z.boolean() });
export type TransactionPage = z.output<typeof transactionPageSchema>;

/** GET /api/v1/player/wallet/net-position-win-loss. */
export const netPositionQuerySchema = z.strictObject({ from: isoDateTime.optional(), to: isoDateTime.optional() });
export type NetPositionQuery = z.infer<typeof netPositionQuerySchema>;

/** The net-position answer over the window [from, to) (default the last 24 hours). */
export const netPositionSchema = z.object({
  currency: z.string().length(3),
  from: isoDateTime,
  to: isoDateTime,
  /** Money in minus money out through payments (deposits less withdrawals not cancelled). */
  netPosition: z.int(),
  /** Wins less stakes across the gaming verticals, cash and bonus funds together. */
  winLoss: z.int(),
});
export type NetPositionWinLoss = z.output<typeof netPositionSchema>;

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
  /**
   * Forfeit on withdrawal (games-wallet-bonuses.md §2, §4): true when the player accepted, in the modal, that this
   * withdrawal forfeits their running bonuses. Without it a withdrawal while a bonus runs is 409 error.withdrawal.bonus.active.
   */
  forfeitActiveBonuses: z.boolean().optional(),
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
export const pendingWithdrawalSchema = z.object({
  pendingWithdrawalId: z.int().positive(),
  referenceId: z.string(),
  playerId: z.int(),
  amount: z.int(),
  currency: z.string().length(3),
  category: z.literal('PAYMENT'),
  type: z.literal('WITHDRAW'),
  status: z.enum(WITHDRAWAL_STATUSES),
  transactionDate: isoDateTime,
});
export type PendingWithdrawal = z.output<typeof pendingWithdrawalSchema>;

/** GET /api/v1/player/wallet/pendingWithdrawal: the player's pending withdrawals, oldest first. */
export const pendingWithdrawalsSchema = z.object({ pendingWithdrawals: z.array(pendingWithdrawalSchema) });

/** A wallet flow's answer: the operation result and the status the site shows for it (games-wallet-bonuses §4). */
const operationAnswerFields = { result: z.enum(WALLET_OPERATION_RESULTS), status: z.enum(WALLET_FLOW_STATUSES) };

/** POST deposit-allowed: the result, plus the deposit flow's limit fields when a deposit or spend limit applies. */
export const depositAllowedAnswerSchema = z.object({ ...operationAnswerFields, ...depositLimitFieldsSchema.partial().shape });
export type DepositAllowedAnswer = z.output<typeof depositAllowedAnswerSchema>;

/**
 * POST withdrawal/request. A refused request (result ≠ SUCCESS) is an answer, not an error. `limit` is what may
 * still be withdrawn in the rolling 24 hours after this request, `originalLimit` the limit itself (minor units);
 * `pendingWithdrawal` is present on SUCCESS.
 */
export const withdrawalRequestAnswerSchema = z.object({
  ...operationAnswerFields,
  limit: z.int(),
  originalLimit: z.int(),
  duration: z.literal('DAILY'),
  pendingWithdrawal: pendingWithdrawalSchema.optional(),
});
export type WithdrawalRequestAnswer = z.output<typeof withdrawalRequestAnswerSchema>;

/** POST /api/v1/player/wallet/deposit/request. */
export const depositRequestBodySchema = z.strictObject({
  amount: minorUnitsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** games-wallet-bonuses.md §3 deposit flow: the deposit bonus campaign chosen (selectBonus), credited when the deposit settles. */
  selectedBonusId: z.int().positive().max(2_147_483_647).nullable().optional(),
});
export type DepositRequestBody = z.infer<typeof depositRequestBodySchema>;

/**
 * POST deposit/request: on SUCCESS the deposit's id and the provider's hosted cashier page (`redirectUrl`);
 * SELF_LIMIT_REACHED carries the deposit flow's limit fields; any other refusal only the result and status.
 */
export const depositRequestAnswerSchema = z.object({
  ...operationAnswerFields,
  depositId: z.int().positive().optional(),
  redirectUrl: z.string().optional(),
  ...depositLimitFieldsSchema.partial().shape,
});
export type DepositRequestAnswer = z.output<typeof depositRequestAnswerSchema>;

/** GET deposit_methods?locale=: a site locale such as en-UN. */
export const depositMethodsQuerySchema = z.strictObject({ locale: z.string().regex(/^[a-z]{2,4}-[A-Z]{2}$/, 'a site locale such as en-UN') });

/** What the deposit form needs of a content payment method: its type, title, process time, min and max per currency. */
export const depositMethodOptionSchema = z.object({
  type: z.enum(PAYMENT_METHODS),
  title: z.string(),
  processTime: z.string(),
  limits: z.array(z.object({ currency: z.string(), min: z.int(), max: z.int() })),
});
export type DepositMethodOption = z.output<typeof depositMethodOptionSchema>;

/** GET deposit_methods: the content's deposit methods of the locale's market, in its language. */
export const depositMethodsSchema = z.object({ paymentMethods: z.array(depositMethodOptionSchema) });

/** GET recent_deposit_methods: methods of the player's successful deposits, most recent first (at most 5). */
export const recentMethodsSchema = z.object({ paymentMethods: z.array(z.enum(PAYMENT_METHODS)) });
