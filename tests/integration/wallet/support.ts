import { GET as getWalletRoute } from '@/app/api/v1/player/wallet/route';
import { GET as getTransactionsRoute } from '@/app/api/v1/player/wallet/transactions/route';
import { GET as getPendingRoute } from '@/app/api/v1/player/wallet/pendingWithdrawal/route';
import { GET as getNetPositionRoute } from '@/app/api/v1/player/wallet/net-position-win-loss/route';
import { POST as depositAllowedRoute } from '@/app/api/v1/player/wallet/deposit-allowed/route';
import { POST as requestWithdrawalRoute } from '@/app/api/v1/player/wallet/withdrawal/request/route';
import { POST as cancelWithdrawalRoute } from '@/app/api/v1/player/wallet/withdrawal/cancellation/route';
import { GET as getDepositRoute } from '@/app/api/v1/player/wallet/deposit/[depositid]/route';
import { POST as requestDepositRoute } from '@/app/api/v1/player/wallet/deposit/request/route';
import { setPaymentProviderForTests } from '@/server/adapters/payments/get-payment-provider';
import { SandboxPaymentProvider } from '@/server/adapters/payments/sandbox-provider';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';

const BASE = '/v1/player/wallet';

/** Calls the wallet routes as a given player (or anonymously with playerId null). */
export function walletClient(playerId: number | null) {
  const headers = async (extra: Record<string, string> = {}) =>
    playerId === null ? extra : { authorization: `Bearer ${await identityTokenFor(playerId)}`, ...extra };
  const call = async (
    handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; params?: Record<string, string> } = {},
  ) => {
    const request = apiRequest(`${BASE}${path}`, { ...init, headers: await headers(init.headers) });
    const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
    return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
  };
  return {
    wallet: () => call(getWalletRoute, ''),
    transactions: (query = '') => call(getTransactionsRoute, `/transactions${query}`),
    pending: () => call(getPendingRoute, '/pendingWithdrawal'),
    netPosition: (query = '') => call(getNetPositionRoute, `/net-position-win-loss${query}`),
    depositAllowed: (body: unknown, query = '') => call(depositAllowedRoute, `/deposit-allowed${query}`, { method: 'POST', body }),
    requestWithdrawal: (body: unknown, key?: string) =>
      call(requestWithdrawalRoute, '/withdrawal/request', { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} }),
    requestDeposit: (body: unknown) => call(requestDepositRoute, '/deposit/request', { method: 'POST', body }),
    deposit: (depositId: number | string) => call(getDepositRoute, `/deposit/${depositId}`, { params: { depositid: String(depositId) } }),
    cancelWithdrawal: (body: unknown) => call(cancelWithdrawalRoute, '/withdrawal/cancellation', { method: 'POST', body }),
  };
}

/** Installs the sandbox payment provider for the file's tests, delivering no callback (call at a file's top level). */
export function useSandboxPayments(): void {
  const sandbox = new SandboxPaymentProvider({
    secret: 'sandbox-test-secret',
    apiBaseUrl: 'http://localhost/api',
    cashierBaseUrl: 'http://localhost/api',
    deliver: async () => {},
  });
  beforeAll(() => setPaymentProviderForTests(sandbox));
  afterAll(() => setPaymentProviderForTests(undefined));
}
