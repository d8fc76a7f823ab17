import 'server-only';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface VonageConfig {
  apiKey: string;
  apiSecret: string;
  from: string;
  /** https://rest.nexmo.com, or a test double. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/**
 * Live SMS through Vonage's SMS API (POST /sms/json) and Number Insight basic (GET /ni/basic/json). Configured by
 * SMS_PROVIDER=vonage with VONAGE_API_KEY / VONAGE_API_SECRET; never called by the test suite.
 */
export class VonageSmsSender implements SmsSender {
  readonly name = 'vonage';

  constructor(private readonly config: VonageConfig) {}

  private get fetch(): typeof fetch {
    return this.config.fetch ?? fetch;
  }

  async isValidNumber(e164Digits: string): Promise<boolean> {
    const url = new URL('/ni/basic/json', this.config.baseUrl);
    url.search = new URLSearchParams({ api_key: this.config.apiKey, api_secret: this.config.apiSecret, number: e164Digits }).toString();
    const response = await this.fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`vonage number insight answered ${response.status}`);
    const body = (await response.json()) as { status?: number };
    // status 0 = success; 3 = invalid number; anything else is a provider problem, not the player's.
    if (body.status === 3) return false;
    if (body.status !== 0) throw new Error(`vonage number insight status ${String(body.status)}`);
    return true;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetch(new URL('/sms/json', this.config.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ api_key: this.config.apiKey, api_secret: this.config.apiSecret, from: this.config.from, to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`vonage sms answered ${response.status}`);
    const body = (await response.json()) as { messages?: { status?: string }[] };
    if (body.messages?.[0]?.status !== '0') throw new Error(`vonage sms refused: status ${body.messages?.[0]?.status ?? 'missing'}`);
  }
}
