import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { DEPOSIT_STATUSES } from '@/lib/wallet/deposit-statuses';
import { SANDBOX_SIGNATURE_HEADER, sandboxCallbackBodySchema, sandboxCashierFormSchema } from './sandbox';

// The sandbox payment provider (docs/api.md "Sandbox payment provider"): a real adapter with a hosted cashier page
// that stands in for a third-party PSP, and its signed server-to-server callback. Available whenever NODE_ENV is not
// production, and in production only with PAYMENTS_SANDBOX_ENABLED=true (503 otherwise). Development helpers: left
// out of the public reference, still contract-checked.

const PAYMENTS = ['Payments'];

/** The credit's outcome as stored on the deposit. */
export const depositCallbackAnswerSchema = z.object({ depositId: z.int().positive(), status: z.enum(DEPOSIT_STATUSES) });

export const receiveSandboxCallback = defineContract({
  operationId: 'payments.receiveSandboxCallback',
  method: 'POST',
  path: '/v1/payments/sandbox/callback',
  summary: 'The sandbox provider’s signed deposit callback',
  description:
    'The provider’s server-to-server callback (games-wallet-bonuses §7 "Wallet": deposits through a payment provider). The signature covers the raw body; a body that does not verify or parse is 401. APPROVED credits MAIN once (ledger key `deposit:sandbox:<reference>`) however often it is repeated; a later DECLINED does not take back a credited deposit; an amount or currency that differs from the deposit is 422.',
  tags: PAYMENTS,
  auth: 'webhook-signature',
  objectName: 'depositCallback',
  bodyEncoding: 'raw',
  body: sandboxCallbackBodySchema,
  headers: {
    [SANDBOX_SIGNATURE_HEADER]: 'Required: `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">` with the sandbox secret, at most 5 minutes old.',
  },
  responses: { 200: depositCallbackAnswerSchema },
  errors: ['error.webhook.signature_invalid', 'error.not_found', 'error.ledger.invalid_operation', 'error.idempotency.conflict'],
  internal: true,
});

const cashierParams = z.object({ reference: z.string() });

const cashierPageDescription =
  'An HTML page with no script (its own styles, a form posting to itself, never framed). An unknown or expired reference shows a "does not exist" page with status 404.';

export const getSandboxCashier = defineContract({
  operationId: 'payments.getSandboxCashier',
  method: 'GET',
  path: '/v1/payments/sandbox/cashier/{reference}',
  summary: 'The sandbox provider’s hosted cashier page',
  description: `Where \`deposit/request\`'s \`redirectUrl\` sends the player: the payment with Approve, Decline and Leave pending. ${cashierPageDescription}`,
  tags: PAYMENTS,
  auth: 'none',
  params: cashierParams,
  produces: 'text/html',
  responses: { 200: null, 404: null },
  errors: [],
  internal: true,
});

export const decideSandboxCashier = defineContract({
  operationId: 'payments.decideSandboxCashier',
  method: 'POST',
  path: '/v1/payments/sandbox/cashier/{reference}',
  summary: 'The tester’s decision at the sandbox cashier',
  description: `The form post \`outcome=APPROVED|DECLINED|PENDING\` (application/x-www-form-urlencoded): the sandbox sends its signed callback, then shows what it sent. \`?return=<path>\` (a path on the site only; anything else is ignored) adds a "Return to the site" link to \`<path>\` with \`outcome=<choice>\` appended. An outcome that is not one of the three is a 400 page. ${cashierPageDescription}`,
  tags: PAYMENTS,
  auth: 'none',
  params: cashierParams,
  query: z.object({ return: z.string().optional() }),
  bodyEncoding: 'raw',
  body: sandboxCashierFormSchema,
  produces: 'text/html',
  responses: { 200: null, 400: null, 404: null },
  errors: [],
  internal: true,
});
