import { GET } from '@/app/api/health/route';
import type { DatabaseHandle } from '@/server/db/database';
import { setDatabaseForTests } from '@/server/db/get-database';
import { useTestDatabase } from './support/setup';
import { readJson } from './support/http';
import { TEST_DATABASE_URL } from './support/test-db';

const database = useTestDatabase();
const expectedKind = TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health', () => {
  it('answers 200 ok with the database kind and its latency', async () => {
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(response);
    expect(body).toEqual({
      status: 'ok',
      database: { kind: expectedKind, reachable: true, latencyMs: expect.any(Number) },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('answers 503 degraded when the database does not answer, without leaking the error', async () => {
    const real = database().handle;
    const broken: DatabaseHandle = { ...real, ping: () => Promise.reject(new Error('connection refused on 10.0.0.1')) };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    setDatabaseForTests(broken);
    try {
      const response = await GET(new Request('http://localhost/api/health'));
      expect(response.status).toBe(503);
      const body = await readJson(response);
      expect(body).toMatchObject({ status: 'degraded', database: { reachable: false, latencyMs: null } });
      expect(JSON.stringify(body)).not.toContain('10.0.0.1');
      expect(error).toHaveBeenCalled();
    } finally {
      setDatabaseForTests(real);
      error.mockRestore();
    }
  });
});
