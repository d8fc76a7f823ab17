/**
 * One contract per endpoint: every route file under app/api exports only handlers built by withContract from a
 * contract whose method and path match the file, and every contract in lib/api/all-contracts.ts has its route.
 */
import { ALL_CONTRACTS } from '@/lib/api/all-contracts';
import { routePatternOf, type AnyContract } from '@/lib/api/contract';
import { discoverRouteFiles, HTTP_METHODS } from '../fuzz/support';

/** Route files still on the older wrapper; the contracts work moves each one out of this list, which must end empty. */
const NOT_YET_CONTRACTED = new Set<string>([
  '/sandbox/providers/[provider]/[...path]',
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
  '/v1/pariplay/context/demo',
  '/v1/pariplay/context/real',
  '/v1/player/games',
  '/v1/player/games/favourites',
  '/v1/player/games/lobby',
  '/v1/player/games/recent',
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
