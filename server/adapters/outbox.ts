import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { outboxMessages } from '@/server/db/schema';

export type OutboxChannel = 'SMS' | 'EMAIL';

/** Where sandbox adapters "deliver": a table developers and tests read through GET /api/dev/outbox. */
export async function writeOutbox(db: Database, message: { channel: OutboxChannel; recipient: string; subject?: string; body: string }): Promise<void> {
  await db.insert(outboxMessages).values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body });
}

/** The newest messages to one recipient, newest first. */
export async function readOutbox(db: Database, filter: { recipient: string; channel?: OutboxChannel; limit: number }) {
  // One recipient at a time, always: the outbox holds everyone's codes.
  const conditions = [eq(outboxMessages.recipient, filter.recipient), filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined];
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(...conditions.filter((c) => c !== undefined)))
    .orderBy(desc(outboxMessages.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
