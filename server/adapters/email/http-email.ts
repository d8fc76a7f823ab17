import 'server-only';
import type { EmailMessage, EmailSender } from './email-sender';

export interface HttpEmailConfig {
  url: string;
  token: string;
  from: string;
  fetch?: typeof fetch;
}

/**
 * Live e-mail through a transactional e-mail HTTP API (Postmark-shaped: POST {From, To, Subject, TextBody} with a
 * server token header). Configured by EMAIL_PROVIDER=http; never called by the test suite.
 */
export class HttpEmailSender implements EmailSender {
  readonly name = 'http';

  constructor(private readonly config: HttpEmailConfig) {}

  async send(message: EmailMessage): Promise<void> {
    const response = await (this.config.fetch ?? fetch)(this.config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Postmark-Server-Token': this.config.token },
      body: JSON.stringify({ From: this.config.from, To: message.to, Subject: message.subject, TextBody: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`e-mail API answered ${response.status}`);
  }
}
