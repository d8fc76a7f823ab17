import 'server-only';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import type { SandboxPayment } from './sandbox-provider';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Where the cashier sends the player back, like a PSP's return URL: only a path on the site itself (never another
 * origin, so the page cannot be used as an open redirect; the site's one rule, lib/routing/safe-redirect.ts), with
 * the outcome the tester chose appended.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  return safeRedirectPath(value) ?? null;
}

function sandboxReturnLink(returnUrl: string, outcome: string): string {
  const separator = returnUrl.includes('?') ? '&' : '?';
  const href = `${returnUrl}${separator}outcome=${encodeURIComponent(outcome)}`;
  return `<p><a href="${escape(href)}" style="color:#ffd166">Return to the site</a></p>`;
}

/**
 * The sandbox PSP's hosted page. It plays a third-party provider's page (English only, like a test PSP's),
 * so it is plain server HTML outside the site's i18n; it is labelled SANDBOX everywhere.
 */
export function renderSandboxCashier(input: { payment?: SandboxPayment; sent?: string; missing?: boolean; returnUrl?: string | null }): string {
  const { payment } = input;
  const back = input.returnUrl && input.sent ? sandboxReturnLink(input.returnUrl, input.sent) : '';
  const body = !payment
    ? '<p>This sandbox payment does not exist or has expired.</p>'
    : `<p>Deposit <strong>${(Number(payment.amount) / 100).toFixed(2)} ${escape(payment.currency)}</strong> by ${escape(payment.paymentMethod)}</p>
<p>Reference <code>${escape(payment.providerReference)}</code></p>
${input.sent ? `<p role="status">Sent a signed <strong>${escape(input.sent)}</strong> callback to the platform.</p>${back}` : ''}
<form method="post">
  <button name="outcome" value="APPROVED">Approve</button>
  <button name="outcome" value="DECLINED">Decline</button>
  <button name="outcome" value="PENDING">Leave pending</button>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SANDBOX payment provider</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b1020;color:#f5f7fb;max-width:32rem;margin:3rem auto;padding:0 1rem}
h1{font-size:1.25rem}button{font:inherit;margin:.25rem;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #9aa4bf;background:#1b2440;color:#fff}
button:focus-visible{outline:3px solid #ffd166;outline-offset:2px}.badge{background:#ffd166;color:#0b1020;padding:.1rem .5rem;border-radius:.25rem}</style></head>
<body><h1><span class="badge">SANDBOX</span> Test payment provider</h1><p>No real money moves here: this page stands in for a payment provider's cashier.</p>${body}</body></html>`;
}
