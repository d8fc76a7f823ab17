import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { identityCheckResultSchema, sandboxIdentityCheckBodySchema } from './schemas';

/**
 * The sandbox identity-verification vendor (not part of a real site; on only under the sandbox switches and never
 * on a public SITE_URL, docs/security.md): the signed-in player picks the outcome of their own check.
 */
export const runSandboxIdentityCheck = defineContract({
  operationId: 'identityVerification.runSandboxCheck',
  method: 'POST',
  path: '/v1/identity-verification/sandbox/check',
  summary: 'Sandbox vendor: run the signed-in player’s identity check with a chosen outcome',
  tags: ['Sandbox'],
  auth: 'required',
  rateLimit: { key: 'identity-check-sandbox', limit: 10, windowMs: 60_000 },
  objectName: 'identityCheck',
  body: sandboxIdentityCheckBodySchema,
  responses: { 200: identityCheckResultSchema },
  errors: ['error.not_found'],
  internal: true,
});

/** The sandbox vendor's server-to-server result: HMAC over the raw body, then the player's KYC level is applied. */
export const sandboxIdentityCheckCallback = defineContract({
  operationId: 'identityVerification.sandboxCallback',
  method: 'POST',
  path: '/v1/identity-verification/sandbox/callback',
  summary: 'Sandbox vendor callback: apply a signed identity-check result',
  tags: ['Sandbox'],
  auth: 'webhook-signature',
  objectName: 'identityCheckCallback',
  bodyEncoding: 'raw',
  body: z.unknown(),
  responses: { 200: identityCheckResultSchema },
  errors: ['error.not_found', 'error.webhook.signature_invalid'],
  internal: true,
});
