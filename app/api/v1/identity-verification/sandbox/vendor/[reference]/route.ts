import { decideSandboxVendorPage, getSandboxVendorPage } from '@/lib/identity-verification/contracts';
import { sandboxVendorDecisionSchema } from '@/lib/identity-verification/document-checks';
import { getSandboxDocumentVendor } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { renderSandboxVendorPage } from '@/server/adapters/identity-verification/sandbox-vendor-page';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The page has no script at all: its own styles, forms posting to itself, and no one may frame it.
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'content-security-policy': PAGE_POLICY },
  });
}

/** The sandbox identity vendor's hosted page (stands in for a third-party page; not part of the site). */
export const GET = withContract(getSandboxVendorPage, { database: false }, async ({ params }) => {
  const session = getSandboxDocumentVendor().session(params.reference);
  return session ? html(renderSandboxVendorPage({ session })) : html(renderSandboxVendorPage({}), 404);
});

/** The tester's decision: the sandbox sends the signed callback, then sends the browser back to the site. */
export const POST = withContract(decideSandboxVendorPage, { database: false }, async ({ params, rawBody }) => {
  const vendor = getSandboxDocumentVendor();
  const session = vendor.session(params.reference);
  if (!session) return html(renderSandboxVendorPage({}), 404);
  const fields = new URLSearchParams((rawBody ?? Buffer.alloc(0)).toString('utf8'));
  const decision = sandboxVendorDecisionSchema.safeParse({ outcome: fields.get('outcome') ?? undefined, reason: fields.get('reason') || undefined });
  if (!decision.success) return html(renderSandboxVendorPage({ session, problem: 'Choose Approve, Leave under review, or Reject with a reason.' }), 400);
  let decided: { returnUrl: string } | null;
  try {
    decided = await vendor.decide(params.reference, decision.data);
  } catch (error) {
    console.error('sandbox identity vendor: the callback was not delivered', error);
    return html(renderSandboxVendorPage({ session, problem: 'The platform did not accept the callback; nothing was applied. Try again.' }), 503);
  }
  if (!decided) return html(renderSandboxVendorPage({}), 404);
  return new Response(null, { status: 303, headers: { location: decided.returnUrl, 'cache-control': 'no-store' } });
});
