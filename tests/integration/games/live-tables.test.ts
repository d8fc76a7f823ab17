import { GET } from '@/app/api/v1/gaming/live-tables/route';
import { setLiveTablesProviderForTests } from '@/server/adapters/games/live-tables/get-live-tables-provider';
import type { LiveTablesRequest } from '@/server/adapters/games/live-tables/live-tables-provider';
import { SandboxLiveTables } from '@/server/adapters/games/live-tables/sandbox-live-tables';
import { getLiveTableGames } from '@/server/content/get-live-table-games';
import { apiRequest, readJson } from '../support/http';
import { useTestDatabase } from '../support/setup';

useTestDatabase();

type Answer = { data: { gameId: string; seats: number | null; seatsTaken: number | null }[] };
const get = async (query = '') => {
  const response = await GET(apiRequest(`/v1/gaming/live-tables${query}`));
  return { status: response.status, headers: response.headers, body: await readJson<Answer & Record<string, unknown>>(response) };
};

afterEach(() => setLiveTablesProviderForTests(undefined));

describe('GET /api/v1/gaming/live-tables (sandbox live provider)', () => {
  it('answers seats of every catalogue live table by game id, asking each provider with partnerid 653', async () => {
    const requests: LiveTablesRequest[] = [];
    const sandbox = new SandboxLiveTables(() => new Date('2026-11-23T03:00:00Z'));
    setLiveTablesProviderForTests({ kind: 'sandbox', fetchTables: (request) => (requests.push(request), sandbox.fetchTables(request)) });
    const tables = await getLiveTableGames();
    expect(tables.length).toBeGreaterThan(0);

    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=10');
    expect(answer.body.data.map((entry) => entry.gameId).sort()).toEqual(tables.map((table) => table.gameId).sort());
    for (const entry of answer.body.data) {
      const table = tables.find((candidate) => candidate.gameId === entry.gameId);
      expect(entry.seats).toBe(table?.seats ?? null);
      if (entry.seats === null) expect(entry.seatsTaken).toBeNull();
      else expect(entry.seatsTaken).toBeGreaterThanOrEqual(0);
      if (entry.seats !== null) expect(entry.seatsTaken).toBeLessThanOrEqual(entry.seats);
    }
    expect(new Set(requests.map((request) => request.partnerId))).toEqual(new Set(['653']));
    const byName = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');
    expect(requests.map((request) => request.providerKind).sort(byName)).toEqual([...new Set(tables.map((table) => table.providerId))].sort(byName));

    const evolution = await get('?providerKind=evolution');
    expect(evolution.body.data.length).toBeGreaterThan(0);
    expect(evolution.body.data.every((entry) => tables.find((table) => table.gameId === entry.gameId)?.providerId === 'evolution')).toBe(true);
  });

  it('a provider that fails costs only its tables', async () => {
    const sandbox = new SandboxLiveTables();
    setLiveTablesProviderForTests({
      kind: 'sandbox',
      fetchTables: async (request) => {
        if (request.providerKind === 'evolution') throw new Error('down');
        return sandbox.fetchTables(request);
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await get();
    warn.mockRestore();
    expect(answer.status).toBe(200);
    const tables = await getLiveTableGames();
    expect(answer.body.data.map((entry) => entry.gameId).sort()).toEqual(
      tables
        .filter((table) => table.providerId !== 'evolution')
        .map((table) => table.gameId)
        .sort(),
    );
  });

  it('refuses a malformed providerKind with a field error', async () => {
    const answer = await get('?providerKind=EVO%20LUTION');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'error.request.validation',
      fieldErrors: [{ objectName: 'liveTables', field: 'providerKind', rejectedValue: 'EVO LUTION' }],
    });
  });
});
