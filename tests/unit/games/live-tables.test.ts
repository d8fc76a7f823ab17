/** @jest-environment node */
import { PARTNER_CODE } from '@/lib/games/live-seats';
import { HttpLiveTables } from '@/server/adapters/games/live-tables/http-live-tables';
import { sandboxSeatsTaken, SANDBOX_SEAT_PERIOD_MS } from '@/server/adapters/games/live-tables/sandbox-live-tables';

describe('sandboxSeatsTaken', () => {
  const start = new Date('2026-11-23T03:00:00.000Z');

  it('is the same for every call within a minute, within 0…seats', () => {
    for (const seats of [0, 1, 7]) {
      const first = sandboxSeatsTaken('praxhg6yfabf26jz', seats, start);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(first).toBeLessThanOrEqual(seats);
      expect(sandboxSeatsTaken('praxhg6yfabf26jz', seats, new Date(start.getTime() + SANDBOX_SEAT_PERIOD_MS - 1))).toBe(first);
    }
  });

  it('changes over time and differs between tables, covering empty and full', () => {
    const minutes = Array.from({ length: 200 }, (_, i) => sandboxSeatsTaken('table-a', 7, new Date(start.getTime() + i * SANDBOX_SEAT_PERIOD_MS)));
    expect(new Set(minutes)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    const tables = Array.from({ length: 50 }, (_, i) => sandboxSeatsTaken(`table-${i}`, 7, start));
    expect(new Set(tables).size).toBeGreaterThan(3);
  });
});

describe('HttpLiveTables', () => {
  it('sends GET with partnerid and providerKind and reads the tables, clamping seats taken to the seats', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: URL | RequestInfo, init?: RequestInit) => {
      calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return Response.json({
        tables: [{ tableId: 't1', seats: 7, seatsTaken: 9 }, { tableId: 't2', seats: null, seatsTaken: null, open: false }, { tableId: 't3' }],
      });
    }) as typeof fetch;
    const tables = await new HttpLiveTables('https://live.example.test/tables?brand=lh', fetcher).fetchTables({
      partnerId: PARTNER_CODE,
      providerKind: 'evolution',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://live.example.test/tables?brand=lh&partnerid=653&providerKind=evolution');
    expect(calls[0].init?.method ?? 'GET').toBe('GET');
    expect(tables).toEqual([
      { tableId: 't1', seats: 7, seatsTaken: 7, open: true },
      { tableId: 't2', seats: null, seatsTaken: null, open: false },
      { tableId: 't3', seats: null, seatsTaken: null, open: true },
    ]);
  });

  it('throws on an error status or a body that is not the contract', async () => {
    const failing = (async () => new Response('nope', { status: 502 })) as typeof fetch;
    await expect(new HttpLiveTables('https://live.example.test/t', failing).fetchTables({ partnerId: '653', providerKind: 'evolution' })).rejects.toThrow(
      '502',
    );
    const garbage = (async () => Response.json({ tables: [{ seats: 'x' }] })) as typeof fetch;
    await expect(new HttpLiveTables('https://live.example.test/t', garbage).fetchTables({ partnerId: '653', providerKind: 'evolution' })).rejects.toThrow();
  });
});
