/**
 * One contract per endpoint: every route file under app/api exports only handlers built by withContract from a
 * contract whose method and path match the file, and every contract in lib/api/all-contracts.ts has its route.
 */
import { ALL_CONTRACTS } from '@/lib/api/all-contracts';
import { routePatternOf, type AnyContract } from '@/lib/api/contract';
import { discoverRouteFiles, HTTP_METHODS } from '../fuzz/support';

/** Route files still on the older wrapper; the contracts work moves each one out of this list, which must end empty. */
const NOT_YET_CONTRACTED = new Set<string>([
  '/content/images/[...path]',
  '/dev/outbox',
  '/revalidate',
  '/sandbox/providers/[provider]/[...path]',
  '/v1/.well-known/jwks.json',
  '/v1/creedroomz/token/generate',
  '/v1/evolution/user/authenticate',
  '/v1/evolution/user/authenticate/demo',
  '/v1/games/detail',
  '/v1/games/detail/demo',
  '/v1/games/ticket',
  '/v1/games/ticket/demo',
  '/v1/games/token',
  '/v1/gaming/live-tables',
  '/v1/harbour-games/round',
  '/v1/harbour-games/session',
  '/v1/identity-verification/sandbox/callback',
  '/v1/identity-verification/sandbox/check',
  '/v1/pariplay/context/demo',
  '/v1/pariplay/context/real',
  '/v1/payments/sandbox/callback',
  '/v1/payments/sandbox/cashier/[reference]',
  '/v1/player',
  '/v1/player/access/context',
  '/v1/player/access/details',
  '/v1/player/activity_check',
  '/v1/player/cookies/consent',
  '/v1/player/deposit-limits',
  '/v1/player/games',
  '/v1/player/games/favourites',
  '/v1/player/games/lobby',
  '/v1/player/games/recent',
  '/v1/player/identity-config',
  '/v1/player/login',
  '/v1/player/login/info',
  '/v1/player/password_reset',
  '/v1/player/password_reset/new_password',
  '/v1/player/password_reset/new_password/email',
  '/v1/player/password_reset/sms_verification',
  '/v1/player/registration',
  '/v1/player/registration/email_request',
  '/v1/player/registration/email_verification',
  '/v1/player/registration/sms_request',
  '/v1/player/registration/sms_verification',
  '/v1/player/sign_out',
  '/v1/player/spend-limits',
  '/v1/player/update_term_and_condition_version',
  '/v1/player/wallet',
  '/v1/player/wallet/deposit-allowed',
  '/v1/player/wallet/deposit/request',
  '/v1/player/wallet/deposit_methods',
  '/v1/player/wallet/lastPlayedGames',
  '/v1/player/wallet/latest-winners',
  '/v1/player/wallet/net-position-win-loss',
  '/v1/player/wallet/pendingWithdrawal',
  '/v1/player/wallet/recent_deposit_methods',
  '/v1/player/wallet/socket-token',
  '/v1/player/wallet/top-winners',
  '/v1/player/wallet/transactions',
  '/v1/player/wallet/withdrawal/cancellation',
  '/v1/player/wallet/withdrawal/request',
  '/v1/playngo/auth/token_generation',
  '/v1/pragmatic/generatetoken',
  '/v1/pragmatic/partner/demoGameUrl',
  '/v1/pragmatic/partner/realGameUrl',
  '/v1/quickspin/generatetoken',
  '/v1/relaxgaming/generatetoken',
  '/v1/seamless/[provider]/[action]',
  '/v1/softswiss/context/demo',
  '/v1/softswiss/context/real',
  '/v1/yggdrasil/player/auth/session',
  '/v2/games/[game]/limitations',
]);

const routes = discoverRouteFiles();

async function exportedHandlers(file: string): Promise<Array<[string, { contract?: AnyContract }]>> {
  const module = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
  return HTTP_METHODS.flatMap((method) => (typeof module[method] === 'function' ? [[method, module[method] as { contract?: AnyContract }]] : []));
}

describe('API contracts cover every route', () => {
  it.each(routes.filter((route) => !NOT_YET_CONTRACTED.has(route.pattern)).map((route) => [route.pattern, route.file]))(
    '%s: every exported method is built from its contract',
    async (pattern, file) => {
      const handlers = await exportedHandlers(file);
      expect(handlers.length).toBeGreaterThan(0);
      for (const [method, handler] of handlers) {
        expect({ method, contract: handler.contract ? `${handler.contract.method} ${routePatternOf(handler.contract.path)}` : 'none' }).toEqual({ method, contract: `${method} ${pattern}` });
        expect(ALL_CONTRACTS).toContain(handler.contract);
      }
    },
  );

  it('every contract has a route file exporting its method', async () => {
    const served = new Set<string>();
    for (const route of routes) for (const [method] of await exportedHandlers(route.file)) served.add(`${method} ${route.pattern}`);
    const missing = ALL_CONTRACTS.map((contract) => `${contract.method} ${routePatternOf(contract.path)}`).filter((key) => !served.has(key));
    expect(missing).toEqual([]);
  });

  it('operation ids and method+path pairs are unique', () => {
    const ids = ALL_CONTRACTS.map((contract) => contract.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const keys = ALL_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('the list of routes not yet contracted only names routes that exist', () => {
    const patterns = new Set(routes.map((route) => route.pattern));
    expect([...NOT_YET_CONTRACTED].filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });
});
