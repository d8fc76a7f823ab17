import { getPaymentProvider } from '@/server/adapters/payments/get-payment-provider';
import { renderSandboxCashier, safeReturnPath } from '@/server/adapters/payments/sandbox-cashier-page';
import { handleApiError } from '@/server/http/handle-api-error';
import { MAX_JSON_BODY_BYTES, readBoundedBytes } from '@/server/http/read-json-body';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

const OUTCOMES = new Set(['APPROVED', 'DECLINED', 'PENDING']);

// The page has no script at all: its own styles, a form posting to itself, and no one may frame it.
const CASHIER_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'content-security-policy': CASHIER_POLICY },
  });
}

/** The sandbox provider's hosted cashier page (stands in for a third-party page; not part of the site). */
export async function GET(_request: Request, context: Context): Promise<Response> {
  try {
    const { reference } = await context.params;
    const payment = getPaymentProvider().payment(reference);
    return payment ? html(renderSandboxCashier({ payment })) : html(renderSandboxCashier({ missing: true }), 404);
  } catch (error) {
    return handleApiError(error);
  }
}

/** The tester's decision: the sandbox sends the signed callback, then shows what it sent. */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const { reference } = await context.params;
    const form = (await readBoundedBytes(request, MAX_JSON_BODY_BYTES)).toString('utf8');
    const outcome = new URLSearchParams(form).get('outcome') ?? '';
    if (!OUTCOMES.has(outcome)) return html(renderSandboxCashier({ missing: true }), 400);
    const provider = getPaymentProvider();
    const payment = provider.payment(reference);
    if (!payment || !(await provider.decide(reference, outcome as 'APPROVED' | 'DECLINED' | 'PENDING'))) return html(renderSandboxCashier({ missing: true }), 404);
    const returnUrl = safeReturnPath(new URL(request.url).searchParams.get('return'));
    return html(renderSandboxCashier({ payment, sent: outcome, returnUrl }));
  } catch (error) {
    return handleApiError(error);
  }
}
