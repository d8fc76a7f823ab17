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
    const mail = await readJson<{ messages: unknown[] }>(await getOutbox(apiRequest('/dev/outbox?channel=EMAIL')));
    expect(mail.messages).toEqual([{ id: expect.any(Number), channel: 'EMAIL', recipient: 'a@example.com', subject: 'Hi', body: 'mail', createdAt: expect.any(String) }]);
  });

  it('does not exist in production mode (404, even for a bad query)', async () => {
    const previous = process.env.NODE_ENV;
    let route: { GET: (request: Request) => Promise<Response> } | undefined;
    Object.assign(process.env, { NODE_ENV: 'production' });
    jest.isolateModules(() => {
      route = require('@/app/api/dev/outbox/route');
    });
    Object.assign(process.env, { NODE_ENV: previous });
    const response = await route!.GET(apiRequest('/dev/outbox?limit=abc'));
    expect(response.status).toBe(404);
  });
});
