import type { APIRequestContext } from '@playwright/test';
import { Client } from 'pg';

const CODE = /\b(\d{6})\b/;

type OutboxMessage = { id: number; body: string };

async function fromHttp(request: APIRequestContext, to: string): Promise<OutboxMessage[] | null> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&channel=SMS&limit=5`);
  if (!response.ok()) return null;
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** When the servers run on PostgreSQL (DATABASE_URL) and the HTTP outbox is off (production), read the table. */
async function fromDatabase(to: string): Promise<OutboxMessage[] | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxMessage>(
      "select id, body from outbox_messages where recipient = $1 and channel = 'SMS' order by id desc limit 5",
      [to],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The newest SMS code the sandbox SMS adapter "delivered" to `to` (E.164 digits) after message `afterId`,
 * polling briefly: the send happens in the same request, but the UI may still be on its way.
 */
export async function latestSmsCode(request: APIRequestContext, to: string, afterId = 0): Promise<{ code: string; id: number }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const messages = (await fromHttp(request, to)) ?? (await fromDatabase(to));
    if (!messages) throw new Error('No outbox: run the e2e servers in development or with DATABASE_URL');
    const message = messages.find((m) => m.id > afterId);
    const match = message ? CODE.exec(message.body) : null;
    if (message && match) return { code: match[1], id: message.id };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No SMS code for ${to}`);
}
