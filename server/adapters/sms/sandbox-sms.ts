import 'server-only';
import type { Database } from '@/server/db/database';
import { writeOutbox } from '../outbox';
import { isPlausibleMobileNumber } from './phone-number';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * Sandbox SMS: validates like a provider would (plausible E.164) and writes the message to the outbox table
 * instead of a phone. Numbers ending in 0000000 simulate a provider refusing delivery (FAIL_SEND).
 */
export class SandboxSmsSender implements SmsSender {
  readonly name = 'sandbox';

  constructor(private readonly db: Database) {}

  async isValidNumber(e164Digits: string): Promise<boolean> {
    // The prefix is unknown here: try every split the country table allows.
    for (let length = 1; length <= 4; length += 1) {
      if (isPlausibleMobileNumber(e164Digits.slice(0, length), e164Digits.slice(length))) return true;
    }
    return false;
  }

  async send(message: SmsMessage): Promise<void> {
    if (message.to.endsWith('0000000')) throw new Error('sandbox: delivery refused for a test number ending in 0000000');
    await writeOutbox(this.db, { channel: 'SMS', recipient: message.to, body: message.text });
  }
}
