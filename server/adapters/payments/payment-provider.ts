import type { PaymentMethodType } from '@/lib/payments/methods';

/** What the provider told us about a payment, after its signature was verified. */
export interface DepositCallback {
  providerReference: string;
  outcome: 'APPROVED' | 'DECLINED' | 'PENDING';
  amount: bigint;
  currency: string;
}

export interface DepositSessionInput {
  depositId: number;
  playerId: number;
  amount: bigint;
  currency: string;
  paymentMethod: PaymentMethodType;
  /** The origin the player's browser reached the site at, for a hosted page on this server when no SITE_URL is set. */
  siteOrigin: string;
}

/**
 * A payment provider (PSP) behind one interface: the sandbox and a live provider implement the same calls, and
 * nothing outside this folder sees a provider's own shapes.
 */
export interface PaymentProvider {
  /** Stored on each deposit; also the path segment of the provider's callback route. */
  readonly name: string;
  /** Opens a payment at the provider: its reference and the hosted cashier page the player goes to. */
  createDepositSession(input: DepositSessionInput): Promise<{ providerReference: string; redirectUrl: string }>;
  /** Verifies a callback against its exact raw body and signature header; null when it does not verify. */
  verifyCallback(rawBody: string, signatureHeader: string | null): DepositCallback | null;
}
