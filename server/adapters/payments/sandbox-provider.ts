import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, sandboxCallbackBodySchema } from '@/lib/payments/sandbox';
import { signWebhookPayload, verifyWebhookSignature } from '@/server/content/webhook/signature';
import type { DepositCallback, DepositSessionInput, PaymentProvider } from './payment-provider';

export const SANDBOX_PROVIDER = 'sandbox';

/** A payment the sandbox holds until the player decides at its cashier page (in memory, like a PSP's own state). */
export interface SandboxPayment extends DepositSessionInput {
  providerReference: string;
}

export interface SandboxOptions {
  secret?: string;
  /** The platform API base the signed callbacks are sent to (server to server). */
  apiBaseUrl: string;
  /** The API base as the player's browser reaches it, for the hosted cashier page; unset, the request's origin + /api. */
  cashierBaseUrl?: string;
  /** Sends a signed callback to the platform; defaults to an HTTP POST to the callback route. */
  deliver?: (body: string, signature: string) => Promise<void>;
}

/**
 * The sandbox PSP: a real adapter with a hosted cashier page where the tester approves, declines or leaves a
 * payment pending; it then sends an HMAC-signed callback to the platform exactly as a live provider would.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  private readonly secret: string;
  private readonly payments = new Map<string, SandboxPayment>();

  constructor(private readonly options: SandboxOptions) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
  }

  async createDepositSession(input: DepositSessionInput): Promise<{ providerReference: string; redirectUrl: string }> {
    const providerReference = `sbx_${randomUUID()}`;
    this.payments.set(providerReference, { ...input, providerReference });
    const base = this.options.cashierBaseUrl ?? `${input.siteOrigin}/api`;
    return { providerReference, redirectUrl: `${base}/v1/payments/sandbox/cashier/${providerReference}` };
  }

  verifyCallback(rawBody: string, signatureHeader: string | null): DepositCallback | null {
    if (!verifyWebhookSignature({ payload: rawBody, header: signatureHeader, secret: this.secret }).valid) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const result = sandboxCallbackBodySchema.safeParse(parsed);
    if (!result.success) return null;
    return { ...result.data, amount: BigInt(result.data.amount) };
  }

  /** The payment shown on the cashier page, if the sandbox opened it. */
  payment(providerReference: string): SandboxPayment | undefined {
    return this.payments.get(providerReference);
  }

  /** A signed callback body, as the sandbox sends it (tests use it to act as the provider). */
  signCallback(callback: { providerReference: string; outcome: DepositCallback['outcome']; amount: bigint; currency: string }): {
    body: string;
    signature: string;
  } {
    const body = JSON.stringify({ ...callback, amount: callback.amount.toString() });
    return { body, signature: signWebhookPayload(body, this.secret) };
  }

  /** The tester's decision at the cashier: sends the signed callback for it. */
  async decide(providerReference: string, outcome: DepositCallback['outcome']): Promise<boolean> {
    const payment = this.payments.get(providerReference);
    if (!payment) return false;
    const { body, signature } = this.signCallback({ providerReference, outcome, amount: payment.amount, currency: payment.currency });
    await (this.options.deliver ?? ((b, s) => this.post(b, s)))(body, signature);
    return true;
  }

  private async post(body: string, signature: string): Promise<void> {
    const response = await fetch(`${this.options.apiBaseUrl}/v1/payments/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`sandbox callback answered ${response.status}`);
  }
}
