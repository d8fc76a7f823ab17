import 'server-only';
import { env } from '@/server/env';
import type { Database } from '@/server/db/database';
import type { EmailSender } from './email-sender';
import { HttpEmailSender } from './http-email';
import { SandboxEmailSender } from './sandbox-email';

/** The configured e-mail provider (EMAIL_PROVIDER); the sandbox needs the database for its outbox. */
export function getEmailSender(db: Database): EmailSender {
  if (env.EMAIL_PROVIDER === 'http') {
    if (!env.EMAIL_API_URL || !env.EMAIL_API_TOKEN) throw new Error('EMAIL_PROVIDER=http needs EMAIL_API_URL and EMAIL_API_TOKEN');
    return new HttpEmailSender({ url: env.EMAIL_API_URL, token: env.EMAIL_API_TOKEN, from: env.EMAIL_FROM });
  }
  return new SandboxEmailSender(db);
}
