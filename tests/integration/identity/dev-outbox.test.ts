import { GET as getOutbox } from '@/app/api/dev/outbox/route';
import { writeOutbox } from '@/server/adapters/outbox';
import { useTestDatabase } from '../support/setup';
import { apiRequest, readJson } from '../support/http';

const database = useTestDatabase();

describe('GET /api/dev/outbox', () => {
  it('lists sandbox messages newest first, filtered by recipient (a leading + ignored) and channel', async () => {
    const { db } = database().handle;
    await writeOutbox(db, { channel: 'SMS', recipient: '358401112233', body: 'first 111111' });
    await writeOutbox(db, { channel: 'SMS', recipient: '358401112233', body: 'second 222222' });
    await writeOutbox(db, { channel: 'EMAIL', recipient: 'a@example.com', subject: 'Hi', body: 'mail' });
    const sms = await readJson<{ messages: { body: string }[] }>(await getOutbox(apiRequest('/dev/outbox?to=%2B358401112233')));
    expect(sms.messages.map((m) => m.body)).toEqual(['second 222222', 'first 111111']);
    const mail = await readJson<{ messages: unknown[] }>(await getOutbox(apiRequest('/dev/outbox?to=A%40example.com&channel=EMAIL')));
    expect(mail.messages).toEqual([
      { id: expect.any(Number), channel: 'EMAIL', recipient: 'a@example.com', subject: 'Hi', body: 'mail', createdAt: expect.any(String) },
    ]);
  });

  it("answers 400 with a field error on `to` without a recipient: never everyone's codes", async () => {
    const { db } = database().handle;
    await writeOutbox(db, { channel: 'SMS', recipient: '358401112233', body: 'code 111111' });
    for (const query of ['', '?channel=SMS', '?to=', '?to=%20%20&limit=100']) {
      const response = await getOutbox(apiRequest(`/dev/outbox${query}`));
      expect(response.status).toBe(400);
      const body = await readJson<{ status: number; code: string; fieldErrors: { field: string; objectName: string }[] }>(response);
      expect(body).toMatchObject({ status: 400, code: 'error.request.validation' });
      expect(body.fieldErrors).toEqual([expect.objectContaining({ objectName: 'outbox', field: 'to' })]);
      expect(JSON.stringify(body)).not.toContain('111111');
    }
  });

  function loadRouteWith(environment: Record<string, string | undefined>): { GET: (request: Request) => Promise<Response> } {
    const previous = Object.fromEntries(Object.keys(environment).map((key) => [key, process.env[key]]));
    let route: { GET: (request: Request) => Promise<Response> } | undefined;
    const apply = (values: Record<string, string | undefined>) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    };
    apply(environment);
    jest.isolateModules(() => {
      route = require('@/app/api/dev/outbox/route');
    });
    apply(previous);
    if (!route) throw new Error('route not loaded');
    return route;
  }

  it('does not exist in production mode (404, even for a bad query)', async () => {
    const route = loadRouteWith({ NODE_ENV: 'production', SANDBOX_OUTBOX: undefined });
    expect((await route.GET(apiRequest('/dev/outbox?limit=abc'))).status).toBe(404);
    expect((await route.GET(apiRequest('/dev/outbox'))).status).toBe(404);
  });

  it('answers in production mode only when SANDBOX_OUTBOX=true (the local demo)', async () => {
    const route = loadRouteWith({ NODE_ENV: 'production', SANDBOX_OUTBOX: 'true' });
    expect((await route.GET(apiRequest('/dev/outbox?to=358401112233'))).status).toBe(200);
  });
});
