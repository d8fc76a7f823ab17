import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { DOCUMENT_CALLBACK_SIGNATURE_HEADER, sandboxDocumentCallbackBodySchema, type SandboxVendorDecision } from '@/lib/identity-verification/document-checks';
import { signCallback, verifyCallbackSignature } from './callback-signature';
import type { DocumentCheckCallback, DocumentCheckInitiation, DocumentCheckVendor } from './document-check-vendor';
import { SANDBOX_IDENTITY_VERIFIER } from './sandbox-identity-verifier';

/** A check the sandbox holds until the tester decides on its page (in memory, like a vendor's own state). */
export interface SandboxVendorSession extends DocumentCheckInitiation {
  vendorReference: string;
}

export interface SandboxDocumentVendorOptions {
  secret?: string;
  /** The platform API base the signed callbacks are sent to (server to server). */
  apiBaseUrl: string;
  /** The API base as the player's browser reaches it, for the vendor page; unset, the site origin + /api. */
  pageBaseUrl?: string;
  /** Sends a signed callback to the platform and returns its answer; defaults to an HTTP POST to the callback route. */
  deliver?: (body: string, signature: string) => Promise<unknown>;
}

/** Open sessions kept at most; the oldest goes first (a vendor's sessions expire too). */
const MAX_SESSIONS = 10_000;

/**
 * The sandbox identity-document vendor: a real adapter with a hosted page (marked SANDBOX) where the tester
 * approves, rejects with a reason or leaves the check under review; it then sends an HMAC-signed callback with a
 * timestamp and a nonce, exactly as a live vendor's result reaches the platform. No other path decides a check.
 */
export class SandboxDocumentVendor implements DocumentCheckVendor {
  readonly name = SANDBOX_IDENTITY_VERIFIER;
  private readonly secret: string;
  private readonly sessions = new Map<string, SandboxVendorSession>();

  constructor(private readonly options: SandboxDocumentVendorOptions) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
  }

  async initiate(input: DocumentCheckInitiation): Promise<{ vendorReference: string; redirectUrl: string }> {
    const vendorReference = `sbxidv_${randomUUID()}`;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
    this.sessions.set(vendorReference, { ...input, vendorReference });
    const base = this.options.pageBaseUrl ?? `${input.siteOrigin}/api`;
    return { vendorReference, redirectUrl: `${base}/v1/identity-verification/sandbox/vendor/${vendorReference}` };
  }

  async verifyDocumentCallback(rawBody: string, headers: Headers): Promise<DocumentCheckCallback | null> {
    const signature = verifyCallbackSignature({ payload: rawBody, header: headers.get(DOCUMENT_CALLBACK_SIGNATURE_HEADER), secret: this.secret });
    if (!signature.valid) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const body = sandboxDocumentCallbackBodySchema.safeParse(parsed);
    return body.success ? { ...body.data, nonce: signature.nonce } : null;
  }

  /** The check shown on the vendor page, if the sandbox opened it. */
  session(vendorReference: string): SandboxVendorSession | undefined {
    return this.sessions.get(vendorReference);
  }

  /** A signed callback, as the sandbox sends it (tests use it to act as the vendor, and to replay one). */
  signDocumentCallback(
    callback: { checkReference: string; vendorReference: string; playerId: number; outcome: SandboxVendorDecision['outcome']; reason: string | null },
    options: { timestamp?: number; nonce?: string } = {},
  ): { body: string; signature: string } {
    const body = JSON.stringify(callback);
    return { body, signature: signCallback(body, this.secret, options) };
  }

  /**
   * The tester's decision: sends the signed callback and answers where the browser goes next (the check's
   * success URL), or null for a session it does not hold. A decided check's session ends.
   */
  async decide(vendorReference: string, decision: SandboxVendorDecision): Promise<{ returnUrl: string } | null> {
    const session = this.sessions.get(vendorReference);
    if (!session) return null;
    const { body, signature } = this.signDocumentCallback({
      checkReference: session.checkReference,
      vendorReference,
      playerId: session.playerId,
      outcome: decision.outcome,
      reason: decision.reason ?? null,
    });
    await (this.options.deliver ?? ((b, s) => this.post(b, s)))(body, signature);
    if (decision.outcome !== 'PENDING') this.sessions.delete(vendorReference);
    return { returnUrl: session.successUrl };
  }

  private async post(body: string, signature: string): Promise<unknown> {
    const response = await fetch(`${this.options.apiBaseUrl}/v1/identity-verification/sandbox/documents/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DOCUMENT_CALLBACK_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`sandbox document callback answered ${response.status}`);
    return response.json();
  }
}
