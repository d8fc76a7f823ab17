import 'server-only';
import type { Database } from '@/server/db/database';
import { writeOutbox } from '../outbox';
import type { EmailMessage, EmailSender } from './email-sender';

/** Sandbox e-mail: writes each message to the outbox table instead of a mailbox. */
export class SandboxEmailSender implements EmailSender {
  readonly name = 'sandbox';

  constructor(private readonly db: Database) {}

  async send(message: EmailMessage): Promise<void> {
    await writeOutbox(this.db, { channel: 'EMAIL', recipient: message.to, subject: message.subject, body: message.text });
  }
}
