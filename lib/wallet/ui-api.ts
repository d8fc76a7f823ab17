import { z } from 'zod';
import { toPlatformApiError } from '@/lib/api/error-body';
import { walletSchema, type DepositRequestBody, type WithdrawalCancellationBody, type WithdrawalRequestBody } from './schemas';
import {
  depositAllowedAnswerSchema,
  depositMethodsSchema,
  depositRequestAnswerSchema,
  netPositionSchema,
  pendingWithdrawalSchema,
  pendingWithdrawalsSchema,
  recentMethodsSchema,
  transactionPageSchema,
  withdrawalRequestAnswerSchema,
} from './ui-schemas';

const BASE = '/api/v1/player/wallet';

type Call = { method?: 'GET' | 'POST'; query?: Record<string, string | undefined>; body?: unknown };

/** Browser calls to the wallet endpoints on the site's own origin; the session travels in the httpOnly cookie. */
async function call<T extends z.ZodType>(schema: T, path: string, { method = 'GET', query, body }: Call = {}): Promise<z.output<T>> {
  const params = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const search = params.size > 0 ? `?${params}` : '';
  const response = await fetch(`${BASE}${path}${search}`, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw await toPlatformApiError(response);
  return schema.parse(await response.json());
}

export const walletApi = {
  balance: () => call(walletSchema, ''),
  transactions: (query: Record<string, string | undefined>) => call(transactionPageSchema, '/transactions', { query }),
  pendingWithdrawals: () => call(pendingWithdrawalsSchema, '/pendingWithdrawal'),
  netPosition: (from: string, to?: string) => call(netPositionSchema, '/net-position-win-loss', { query: { from, to } }),
  depositAllowed: (body: { ipAddress: string; blackbox: string }) => call(depositAllowedAnswerSchema, '/deposit-allowed', { method: 'POST', body }),
  depositMethods: (locale: string) => call(depositMethodsSchema, '/deposit_methods', { query: { locale } }),
  requestDeposit: (body: DepositRequestBody) => call(depositRequestAnswerSchema, '/deposit/request', { method: 'POST', body }),
  recentMethods: () => call(recentMethodsSchema, '/recent_deposit_methods'),
  requestWithdrawal: (body: WithdrawalRequestBody) => call(withdrawalRequestAnswerSchema, '/withdrawal/request', { method: 'POST', body }),
  cancelWithdrawal: (body: WithdrawalCancellationBody) => call(pendingWithdrawalSchema, '/withdrawal/cancellation', { method: 'POST', body }),
};
