import { z } from 'zod';
import { PAYMENT_METHODS } from '@/lib/payments/methods';
import { transactionSchema } from './schemas';

// Answers the banking pages read, validated in the browser like every platform answer (lib/api/client.ts).

export const transactionPageSchema = z.object({ transactions: z.array(transactionSchema), position: z.int(), hasMore: z.boolean() });

export const pendingWithdrawalSchema = z.object({
  pendingWithdrawalId: z.int(),
  referenceId: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  transactionDate: z.string(),
});
export const pendingWithdrawalsSchema = z.object({ pendingWithdrawals: z.array(pendingWithdrawalSchema) });
export type PendingWithdrawalView = z.infer<typeof pendingWithdrawalSchema>;

export const netPositionSchema = z.object({ currency: z.string(), from: z.string(), to: z.string(), netPosition: z.int(), winLoss: z.int() });

export const operationAnswerSchema = z.object({ result: z.string(), status: z.string() });

/** The deposit flow's limit fields (games-wallet-bonuses §3), present when a deposit or spend limit applies. */
const depositLimitFields = {
  isSpendLimit: z.boolean().optional(),
  limitLeft: z.int().optional(),
  limitType: z.enum(['D', 'W', 'M']).optional(),
  resetOn: z.string().optional(),
};

export const depositAllowedAnswerSchema = operationAnswerSchema.extend(depositLimitFields);
export type DepositAllowedAnswer = z.infer<typeof depositAllowedAnswerSchema>;

export const depositRequestAnswerSchema = operationAnswerSchema.extend({ depositId: z.int().optional(), redirectUrl: z.string().optional(), ...depositLimitFields });

const depositMethodOptionSchema = z.object({
  type: z.enum(PAYMENT_METHODS),
  title: z.string(),
  processTime: z.string(),
  limits: z.array(z.object({ currency: z.string(), min: z.int(), max: z.int() })),
});
export const depositMethodsSchema = z.object({ paymentMethods: z.array(depositMethodOptionSchema) });

export const withdrawalRequestAnswerSchema = operationAnswerSchema.extend({
  limit: z.int().optional(),
  originalLimit: z.int().optional(),
  pendingWithdrawal: pendingWithdrawalSchema.optional(),
});
export type WithdrawalRequestAnswer = z.infer<typeof withdrawalRequestAnswerSchema>;

export const recentMethodsSchema = z.object({ paymentMethods: z.array(z.enum(PAYMENT_METHODS)) });
