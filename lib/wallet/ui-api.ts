import { browserPlatformClient } from '@/lib/api/client';
import type { ContractInput } from '@/lib/api/contract';
import {
  cancelWithdrawal,
  checkDepositAllowed,
  getDeposit,
  getWallet,
  getNetPositionWinLoss,
  listDepositMethods,
  listPendingWithdrawals,
  listRecentDepositMethods,
  listTransactions,
  requestDeposit,
  requestWithdrawal,
} from './contracts';
import type { DepositRequestBody, WithdrawalCancellationBody, WithdrawalRequestBody } from './schemas';

/**
 * The banking pages' calls, through the one client (lib/api/client.ts) and the wallet's contracts: the session
 * travels in the httpOnly cookie, answers are validated against the contract, a refusal is a PlatformApiError.
 * The client is made per call so it picks up the `fetch` of the moment (tests replace it).
 */
const api = () => browserPlatformClient();

export const walletApi = {
  balance: () => api().request(getWallet, {}),
  transactions: (query: ContractInput<typeof listTransactions>['query']) => api().request(listTransactions, { query }),
  pendingWithdrawals: () => api().request(listPendingWithdrawals, {}),
  netPosition: (from: string, to?: string) => api().request(getNetPositionWinLoss, { query: { from, to } }),
  depositAllowed: (body: { ipAddress: string; blackbox: string }) => api().request(checkDepositAllowed, { query: {}, body }),
  depositMethods: (locale: string) => api().request(listDepositMethods, { query: { locale } }),
  requestDeposit: (body: DepositRequestBody) => api().request(requestDeposit, { body }),
  deposit: (depositid: number) => api().request(getDeposit, { params: { depositid } }),
  recentMethods: () => api().request(listRecentDepositMethods, {}),
  requestWithdrawal: (body: WithdrawalRequestBody) => api().request(requestWithdrawal, { body }),
  cancelWithdrawal: (body: WithdrawalCancellationBody) => api().request(cancelWithdrawal, { body }),
};
