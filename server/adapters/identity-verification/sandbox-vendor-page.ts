import 'server-only';
import { IDENTITY_CHECK_REJECTION_REASONS } from '@/lib/identity-verification/document-checks';
import type { SandboxVendorSession } from './sandbox-document-vendor';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "ID_BLACK_AND_WHITE" → "Id black and white": the tester reads the spec's code and a plain reading of it. */
const readable = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

function decisionForm(): string {
  const reasons = IDENTITY_CHECK_REJECTION_REASONS.map((reason) => `<option value="${reason}">${escape(readable(reason))} (${reason})</option>`).join('');
  return `<form method="post" class="card">
  <h2>Approve</h2>
  <p>The document and the selfie match: the player's identity is verified.</p>
  <button name="outcome" value="APPROVED" class="primary">Approve</button>
</form>
<form method="post" class="card">
  <h2>Reject</h2>
  <input type="hidden" name="outcome" value="DECLINED">
  <label for="reason">Reason</label>
  <select id="reason" name="reason" required><option value="">Choose a reason</option>${reasons}</select>
  <button>Reject</button>
</form>
<form method="post" class="card">
  <h2>Leave under review</h2>
  <p>The vendor needs a person to look: the check stays pending.</p>
  <button name="outcome" value="PENDING">Leave under review</button>
</form>`;
}

/**
 * The sandbox identity vendor's hosted page. It plays a third party's page (English only, like a test vendor's),
 * so it is plain server HTML outside the site's i18n, with no script, labelled SANDBOX everywhere.
 */
export function renderSandboxVendorPage(input: { session?: SandboxVendorSession; problem?: string }): string {
  const { session } = input;
  const body = !session
    ? '<p role="alert">This sandbox check does not exist or has ended.</p>'
    : `<p>Player <strong>${session.playerId}</strong> · document <strong>${escape(session.documentType)}</strong></p>
<p class="muted">Check <code>${escape(session.checkReference)}</code></p>
${input.problem ? `<p role="alert" class="alert">${escape(input.problem)}</p>` : ''}
${decisionForm()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SANDBOX identity verification</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#0b1020;color:#f5f7fb;max-width:34rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.25rem}h2{font-size:1rem;margin:0 0 .25rem}.muted{color:#b8c0d6}.card{background:#131b33;border:1px solid #2a3558;border-radius:.75rem;padding:1rem;margin:1rem 0}
button,select{font:inherit;margin:.5rem 0 0;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #9aa4bf;background:#1b2440;color:#fff;max-width:100%}
select{display:block;width:100%}.primary{background:#ffd166;color:#0b1020;border-color:#ffd166;font-weight:700}
button:focus-visible,select:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}.badge{background:#ffd166;color:#0b1020;padding:.1rem .5rem;border-radius:.25rem}
.alert{background:#4a1620;border:1px solid #ff8095;border-radius:.5rem;padding:.5rem .75rem}</style></head>
<body><h1><span class="badge">SANDBOX</span> Test identity verification</h1><p>Nobody checks a document here: this page stands in for the identity-verification vendor's hosted check. Your decision is sent to the platform as a signed callback.</p>${body}</body></html>`;
}
