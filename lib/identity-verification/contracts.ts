import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import {
  DOCUMENT_CALLBACK_SIGNATURE_HEADER,
  identityCheckParamsSchema,
  identityDocumentCheckSchema,
  initiateDocumentCheckAnswerSchema,
  initiateDocumentCheckBodySchema,
  sandboxDocumentCallbackBodySchema,
  sandboxVendorDecisionSchema,
} from './document-checks';
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

// The vendor's hosted document check (identity-and-account §7; docs/api.md "Identity document checks"; rules in
// docs/decisions.md "Identity document checks").

export const initiateDocumentCheck = defineContract({
  operationId: 'identityVerification.initiateDocumentCheck',
  method: 'POST',
  path: '/v1/jumio/documents/initiate',
  summary: 'Open a hosted identity-document check for the signed-in player',
  description:
    'identity-and-account §7 ("POST /jumio/documents/initiate with document settings returns redirectUrl"). Records the check (`INITIATED`) and answers the vendor page the browser goes to; the vendor sends the player back to `returnPath` with `?check=<checkReference>` and reports the outcome to the platform in a signed server-to-server callback. The configured vendor: Jumio when `JUMIO_API_TOKEN` is set, else the sandbox where it is allowed; 503 where neither is.',
  tags: ['Identity verification'],
  auth: 'required',
  rateLimit: { key: 'identity-document-check', limit: 10, windowMs: 60_000 },
  objectName: 'documentCheck',
  body: initiateDocumentCheckBodySchema,
  responses: { 200: initiateDocumentCheckAnswerSchema },
  errors: ['error.player.not.found', 'error.system.unavailable'],
});

export const getDocumentCheck = defineContract({
  operationId: 'identityVerification.getDocumentCheck',
  method: 'GET',
  path: '/v1/identity-verification/checks/{checkReference}',
  summary: 'One of the signed-in player’s identity-document checks',
  description:
    'Its status (`INITIATED`, `PENDING`, `APPROVED`, `DECLINED`), the rejection reason, and the player’s KYC level now. Another player’s check is 404.',
  tags: ['Identity verification'],
  auth: 'required',
  params: identityCheckParamsSchema,
  responses: { 200: identityDocumentCheckSchema },
  errors: ['error.not_found'],
});

const vendorPageParams = z.object({ reference: z.string() });
const vendorPageDescription =
  'A page of the sandbox vendor (stands in for the vendor’s hosted page; English only, labelled SANDBOX): no script, its own styles, a form posting to itself, never framed. An unknown reference is a 404 page.';

export const getSandboxVendorPage = defineContract({
  operationId: 'identityVerification.getSandboxVendorPage',
  method: 'GET',
  path: '/v1/identity-verification/sandbox/vendor/{reference}',
  summary: 'The sandbox identity vendor’s hosted page',
  description: `Where \`/v1/jumio/documents/initiate\`'s \`redirectUrl\` sends the player when the sandbox is the vendor: Approve, Reject with a reason, or Leave under review. ${vendorPageDescription}`,
  tags: ['Sandbox'],
  auth: 'none',
  params: vendorPageParams,
  produces: 'text/html',
  responses: { 200: null, 404: null },
  errors: [],
  internal: true,
});

export const decideSandboxVendorPage = defineContract({
  operationId: 'identityVerification.decideSandboxVendorPage',
  method: 'POST',
  path: '/v1/identity-verification/sandbox/vendor/{reference}',
  summary: 'The tester’s decision at the sandbox identity vendor',
  description: `The form post \`outcome=APPROVED|DECLINED|PENDING\` and, for DECLINED only, \`reason=<rejection reason>\` (application/x-www-form-urlencoded). The sandbox sends its signed callback, then sends the browser back to the site (303 to the check's return path). A decision that does not parse is a 400 page; a callback that could not be delivered or that the platform refused is a 503 page (nothing applied). ${vendorPageDescription}`,
  tags: ['Sandbox'],
  auth: 'none',
  params: vendorPageParams,
  bodyEncoding: 'raw',
  body: sandboxVendorDecisionSchema,
  produces: 'text/html',
  responses: { 303: null, 400: null, 404: null, 503: null },
  errors: [],
  internal: true,
});

export const receiveSandboxDocumentCallback = defineContract({
  operationId: 'identityVerification.receiveSandboxDocumentCallback',
  method: 'POST',
  path: '/v1/identity-verification/sandbox/documents/callback',
  summary: 'The sandbox vendor’s signed document-check result',
  description:
    'Server to server. The signature covers the timestamp, a nonce and the raw body; a body that is unsigned, signed with another secret, older than 5 minutes or a nonce seen before is 401. The first result for a check applies (the check’s status and reason, and the KYC level through the one rule of docs/decisions.md "Identity verification results"); a later result for a decided check changes nothing and answers the check as it is.',
  tags: ['Sandbox'],
  auth: 'webhook-signature',
  objectName: 'documentCheckCallback',
  bodyEncoding: 'raw',
  body: sandboxDocumentCallbackBodySchema,
  headers: {
    [DOCUMENT_CALLBACK_SIGNATURE_HEADER]:
      'Required: `t=<unix ms>,n=<nonce>,v1=<base64url HMAC-SHA256 of "<t>.<n>.<raw body>">` with the sandbox secret, at most 5 minutes old, each nonce once.',
  },
  responses: { 200: identityDocumentCheckSchema },
  errors: ['error.webhook.signature_invalid', 'error.not_found'],
  internal: true,
});

export const receiveJumioCallback = defineContract({
  operationId: 'identityVerification.receiveJumioCallback',
  method: 'POST',
  path: '/v1/jumio/callback',
  summary: 'Jumio’s workflow-execution callback',
  description:
    'Jumio calls the `callbackUrl` given at initiation when a workflow execution ends. The body only names the account and the execution: the result is read back from Jumio’s retrieval API with the platform’s credentials (nothing in the body is trusted), then applied as the sandbox’s is. 404 where Jumio is not configured.',
  tags: ['Identity verification'],
  auth: 'webhook-signature',
  objectName: 'jumioCallback',
  bodyEncoding: 'raw',
  body: z.unknown(),
  responses: { 200: identityDocumentCheckSchema },
  errors: ['error.webhook.signature_invalid', 'error.not_found', 'error.system.unavailable'],
  internal: true,
});
