import 'server-only';
import { env } from '@/server/env';
import type { Database } from '@/server/db/database';
import { SandboxSmsSender } from './sandbox-sms';
import type { SmsSender } from './sms-sender';
import { VonageSmsSender } from './vonage-sms';

/** The configured SMS provider (SMS_PROVIDER); the sandbox needs the database for its outbox. */
export function getSmsSender(db: Database): SmsSender {
  if (env.SMS_PROVIDER === 'vonage') {
    if (!env.VONAGE_API_KEY || !env.VONAGE_API_SECRET) throw new Error('SMS_PROVIDER=vonage needs VONAGE_API_KEY and VONAGE_API_SECRET');
    return new VonageSmsSender({ apiKey: env.VONAGE_API_KEY, apiSecret: env.VONAGE_API_SECRET, from: env.VONAGE_FROM, baseUrl: env.VONAGE_API_URL });
  }
  return new SandboxSmsSender(db);
}
