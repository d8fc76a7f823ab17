import type { IdentityCheckOutcome } from '@/lib/identity-verification/schemas';
import type { DocumentRejectionReason } from '@/lib/identity-verification/document-checks';

/** What the platform gives a vendor when a player starts a hosted document check. */
export interface DocumentCheckInitiation {
  checkReference: string;
  playerId: number;
  documentType: 'PROOF_OF_ID';
  /** Absolute URLs on the site the vendor sends the browser back to. */
  successUrl: string;
  errorUrl: string;
  /** The origin the player's browser reached the site at, for a vendor page on this server when no SITE_URL is set. */
  siteOrigin: string;
  /** The player's language (identity-and-account §3 languageCode), for the vendor's page. */
  language: string;
}

/** A vendor's result for one check, after the vendor was authenticated (a signature, or a read-back from its API). */
export interface DocumentCheckCallback {
  /** The vendor's id of the check, as it answered the initiation. */
  vendorReference: string;
  /** Given by vendors that echo the platform's ids; checked against the stored check when present. */
  checkReference?: string;
  playerId?: number;
  outcome: IdentityCheckOutcome;
  reason: DocumentRejectionReason | null;
  /** Unique per callback the vendor sends: the platform applies each nonce once. */
  nonce: string;
}

/**
 * A hosted identity-document vendor (identity-and-account §7: Jumio) behind one interface: the sandbox and Jumio
 * implement it, and nothing outside this folder sees a vendor's own shapes.
 */
export interface DocumentCheckVendor {
  /** Stored with each check; a callback is applied only to checks of the vendor that sent it. */
  readonly name: string;
  /** Opens the check at the vendor: its id of the check and the page the player's browser goes to. */
  initiate(input: DocumentCheckInitiation): Promise<{ vendorReference: string; redirectUrl: string }>;
  /** Authenticates a callback from its exact raw body and headers; null when it does not verify or parse. */
  verifyDocumentCallback(rawBody: string, headers: Headers): Promise<DocumentCheckCallback | null>;
}
