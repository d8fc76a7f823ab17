import { decideSandboxCashier, getSandboxCashier } from '@/lib/payments/contracts';
import { sandboxCashierFormSchema } from '@/lib/payments/sandbox';
import { getPaymentProvider } from '@/server/adapters/payments/get-payment-provider';
import { renderSandboxCashier, safeReturnPath } from '@/server/adapters/payments/sandbox-cashier-page';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The page has no script at all: its own styles, a form posting to itself, and no one may frame it.
const CASHIER_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'content-security-policy': CASHIER_POLICY },
  });
}

/** The sandbox provider's hosted cashier page (stands in for a third-party page; not part of the site). */
export const GET = withContract(getSandboxCashier, { database: false }, async ({ params }) => {
  const payment = getPaymentProvider().payment(params.reference);
  return payment ? html(renderSandboxCashier({ payment })) : html(renderSandboxCashier({ missing: true }), 404);
});

/** The tester's decision: the sandbox sends the signed callback, then shows what it sent. */
export const POST = withContract(decideSandboxCashier, { database: false }, async ({ params, query, rawBody }) => {
  const fields = new URLSearchParams((rawBody ?? Buffer.alloc(0)).toString('utf8'));
  const form = sandboxCashierFormSchema.safeParse({ outcome: fields.get('outcome') });
  if (!form.success) return html(renderSandboxCashier({ missing: true }), 400);
  const provider = getPaymentProvider();
  const payment = provider.payment(params.reference);
  if (!payment || !(await provider.decide(params.reference, form.data.outcome))) return html(renderSandboxCashier({ missing: true }), 404);
  return html(renderSandboxCashier({ payment, sent: form.data.outcome, returnUrl: safeReturnPath(query.return) }));
});
