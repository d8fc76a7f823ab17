/**
 * One contract per endpoint: every route file under app/api exports only handlers built by withContract from a
 * contract whose method and path match the file, and every contract in lib/api/all-contracts.ts has its route.
 */
import { ALL_CONTRACTS } from '@/lib/api/all-contracts';
import { routePatternOf, type AnyContract } from '@/lib/api/contract';
import { discoverRouteFiles, HTTP_METHODS } from '../fuzz/support';

const routes = discoverRouteFiles();

async function exportedHandlers(file: string): Promise<Array<[string, { contract?: AnyContract }]>> {
  const module = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
  return HTTP_METHODS.flatMap((method) => (typeof module[method] === 'function' ? [[method, module[method] as { contract?: AnyContract }]] : []));
}

describe('API contracts cover every route', () => {
  it.each(routes.map((route) => [route.pattern, route.file]))('%s: every exported method is built from its contract', async (pattern, file) => {
    const handlers = await exportedHandlers(file);
    expect(handlers.length).toBeGreaterThan(0);
    for (const [method, handler] of handlers) {
      expect({ method, contract: handler.contract ? `${handler.contract.method} ${routePatternOf(handler.contract.path)}` : 'none' }).toEqual({
        method,
        contract: `${method} ${pattern}`,
      });
      expect(ALL_CONTRACTS).toContain(handler.contract);
    }
  });

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
});
