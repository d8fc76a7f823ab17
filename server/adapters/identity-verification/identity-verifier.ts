import type { IdentityCheckOutcome } from '@/lib/identity-verification/schemas';

/** What the vendor told us about one check, after its signature was verified. */
export interface IdentityCheckCallback {
  checkReference: string;
  playerId: number;
  outcome: IdentityCheckOutcome;
}

/**
 * An identity-verification vendor (KYC) behind one interface: the sandbox and a live vendor (spec identity-and-account §7: Jumio)
 * implement the same calls, and nothing outside this folder sees a vendor's own shapes.
 */
export interface IdentityVerifier {
  /** Stored with each result; also the path segment of the vendor's callback route. */
  readonly name: string;
  /** Verifies a callback against its exact raw body and signature header; null when it does not verify. */
  verifyCallback(rawBody: string, signatureHeader: string | null): IdentityCheckCallback | null;
}
