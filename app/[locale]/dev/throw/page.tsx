import { notFound } from 'next/navigation';
import { outboxEnabled } from '@/lib/identity/outbox-codes';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

/**
 * A page that always fails on the server, so the end-to-end suite can prove a thrown error answers 500 with the
 * error screen. Only where the sandbox outbox is (development, or SANDBOX_OUTBOX=true): not found in production.
 */
export default function DevThrowPage(): never {
  if (!outboxEnabled(env.NODE_ENV, env.SANDBOX_OUTBOX)) notFound();
  throw new Error('dev/throw: a deliberate server error');
}
