import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { IDENTITY_CHECK_OUTCOMES, type IdentityCheckOutcome } from '@/lib/identity-verification/schemas';
import { signWebhookPayload, verifyWebhookSignature } from '@/server/content/webhook/signature';
import type { IdentityCheckCallback, IdentityVerifier } from './identity-verifier';

export const SANDBOX_IDENTITY_VERIFIER = 'sandbox';
export const SANDBOX_IDENTITY_SIGNATURE_HEADER = 'x-sandbox-signature';

const callbackSchema = z.strictObject({
  checkReference: z.string().regex(/^idv_[0-9a-f-]{36}$/),
  playerId: z.int().min(1).max(2_147_483_647),
  outcome: z.enum(IDENTITY_CHECK_OUTCOMES),
});

export interface SandboxIdentityVerifierOptions {
  secret?: string;
  /** The platform API base the signed callbacks are sent to (server to server). */
  apiBaseUrl: string;
  /** Sends a signed callback to the platform and returns its answer; defaults to an HTTP POST to the callback route. */
  deliver?: (body: string, signature: string) => Promise<unknown>;
}

/**
 * The sandbox identity-verification vendor: it reviews nothing, the tester (the signed-in player) chooses the
 * outcome, and it then sends an HMAC-signed callback to the platform exactly as a live vendor would after its
 * review. The platform applies that callback like any vendor's (applyIdentityCheck): no other path sets a level.
 */
export class SandboxIdentityVerifier implements IdentityVerifier {
  readonly name = SANDBOX_IDENTITY_VERIFIER;
  private readonly secret: string;

  constructor(private readonly options: SandboxIdentityVerifierOptions) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
  }

  verifyCallback(rawBody: string, signatureHeader: string | null): IdentityCheckCallback | null {
    if (!verifyWebhookSignature({ payload: rawBody, header: signatureHeader, secret: this.secret }).valid) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const result = callbackSchema.safeParse(parsed);
    return result.success ? result.data : null;
  }

  /** A signed callback body, as the sandbox sends it (tests use it to act as the vendor). */
  signCallback(callback: IdentityCheckCallback): { body: string; signature: string } {
    const body = JSON.stringify(callback);
    return { body, signature: signWebhookPayload(body, this.secret) };
  }

  /** Runs a check for the player that ends in `outcome`: sends the signed callback and returns the platform's answer. */
  async check(playerId: number, outcome: IdentityCheckOutcome): Promise<{ checkReference: string; answer: unknown }> {
    const checkReference = `idv_${randomUUID()}`;
    const { body, signature } = this.signCallback({ checkReference, playerId, outcome });
    const answer = await (this.options.deliver ?? ((b, s) => this.post(b, s)))(body, signature);
    return { checkReference, answer };
  }

  private async post(body: string, signature: string): Promise<unknown> {
    const response = await fetch(`${this.options.apiBaseUrl}/v1/identity-verification/sandbox/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_IDENTITY_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`sandbox identity callback answered ${response.status}`);
    return response.json();
  }
}
