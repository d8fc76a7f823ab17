import { z } from 'zod';

// The sandbox payment provider's wire shapes (docs/api.md "Sandbox payment provider"), shared by its adapter
// (server/adapters/payments/sandbox-provider.ts) and the contracts of its routes (./contracts.ts).

/** `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`, at most 5 minutes old. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The tester's choices at the cashier, and the callback's outcome. */
export const SANDBOX_OUTCOMES = ['APPROVED', 'DECLINED', 'PENDING'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The signed callback's body; `amount` is a decimal string of minor units. */
export const sandboxCallbackBodySchema = z.strictObject({
  providerReference: z.string().regex(/^sbx_[0-9a-f-]{36}$/),
  outcome: z.enum(SANDBOX_OUTCOMES),
  amount: z.string().regex(/^[1-9]\d{0,15}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** The cashier page's form post (`application/x-www-form-urlencoded`): the button pressed. */
export const sandboxCashierFormSchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
