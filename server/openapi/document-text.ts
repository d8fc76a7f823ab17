import 'server-only';
import type { oas31 } from 'zod-openapi';
import type { AnyContract } from '@/lib/api/contract';
import { SESSION_COOKIE } from '@/lib/session/constants';
import { SIGNATURE_HEADER, SIGNATURE_MAX_AGE_MS } from '@/server/content/webhook/signature';
import { SEAMLESS_SIGNATURE_HEADER } from '@/lib/games/seamless-schemas';

/** The prose parts of the OpenAPI document: its introduction, security schemes and tag descriptions. */

export const API_INFO_DESCRIPTION = [
  'The platform API behind the Lucky Harbour player site. The site reaches it only over HTTP, so an operator can',
  'put their own platform behind the same contract. Generated from the endpoint contracts (`lib/*/contracts.ts`);',
  'conventions in `docs/api.md`.',
  '',
  '- **Money** is integer minor units (cents) as JSON integers, always with its `currency`.',
  '- **Errors** share one shape, `ApiError`: `status` (the HTTP status), `code` (an `error.*` key the site',
  '  translates), `message` (English, for logs) and, on `error.request.validation`, `fieldErrors` naming each',
  '  refused field. Each operation lists the codes it can answer per status.',
  '- **Authentication**: the identity token as `Authorization: Bearer` or the session cookie; game providers sign',
  '  seamless-wallet calls, webhooks are signed by their sender.',
  '- **Rate limits** are fixed windows per player (signed in) or per client address, given as `x-rate-limit`;',
  '  over the limit the answer is `429` with `Retry-After`.',
  '- **Idempotency**: calls that move money accept an `Idempotency-Key` header where documented; a retry with the',
  '  same key and body gets the first answer, the same key with another body `409 error.idempotency.conflict`.',
].join('\n');

const SIGNATURE_MAX_AGE_MINUTES = SIGNATURE_MAX_AGE_MS / 60_000;

function webhookSignatureDescription(header: string): string {
  return [
    `\`${header}: t=<unix ms>,v1=<signature>\`, where the signature is the base64url HMAC-SHA256 of`,
    '`<t>.<raw request body>` keyed with the shared webhook secret. The platform checks it over the exact bytes',
    `received, in constant time, before parsing; a signature older than ${SIGNATURE_MAX_AGE_MINUTES} minutes (or as far in the`,
    'future) is refused: `401 error.webhook.signature_invalid`.',
  ].join(' ');
}

const BASE_SECURITY_SCHEMES: Readonly<Record<string, oas31.SecuritySchemeObject>> = {
  identityToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "`Authorization: Bearer <identity token>` (identity-and-account §7): the platform's RS256 identity token, public keys at `GET /api/v1/.well-known/jwks.json` (or a Cognito ID token when the site uses Cognito). A server-side caller's choice; never re-issued on the answer.",
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The same identity token in the httpOnly \`${SESSION_COOKIE}\` cookie the site sets at sign-in (browsers). A cookie token getting old is re-issued on the answer (\`Set-Cookie\`).`,
  },
  seamlessSignature: {
    type: 'apiKey',
    in: 'header',
    name: SEAMLESS_SIGNATURE_HEADER,
    description: `\`${SEAMLESS_SIGNATURE_HEADER}: <lower-case hex HMAC-SHA256 of the raw request body>\`, keyed with the game provider's secret (\`SEAMLESS_SECRET_<PROVIDER>\`; outside production a derived sandbox secret). Checked over the exact bytes received, in constant time, before the body is parsed: a missing, malformed or wrong signature is \`401 error.seamless.signature.invalid\`. Sign the bytes you send; re-serialised JSON changes the signature. Details: docs/seamless-wallet.md.`,
  },
  webhookSignature: { type: 'apiKey', in: 'header', name: SIGNATURE_HEADER, description: webhookSignatureDescription(SIGNATURE_HEADER) },
};

/** `x-sandbox-signature` → `xSandboxSignature`: the scheme of a webhook signed in another header. */
const schemeNameOf = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The header a webhook contract is signed in: the one of its documented headers that names a signature. */
function webhookHeaderOf(contract: AnyContract): string {
  const header = Object.keys(contract.headers ?? {}).find((name) => /signature/i.test(name));
  return header?.toLowerCase() ?? SIGNATURE_HEADER;
}

/** Who may call, as OpenAPI security requirements (`{}` = anonymous allowed). */
export function securityOf(contract: AnyContract): oas31.SecurityRequirementObject[] {
  switch (contract.auth) {
    case 'none':
      return [];
    case 'optional':
      return [{}, { identityToken: [] }, { sessionCookie: [] }];
    case 'required':
      return [{ identityToken: [] }, { sessionCookie: [] }];
    case 'seamless-signature':
      return [{ seamlessSignature: [] }];
    case 'webhook-signature': {
      const header = webhookHeaderOf(contract);
      return [{ [header === SIGNATURE_HEADER ? 'webhookSignature' : schemeNameOf(header)]: [] }];
    }
  }
}

/** The schemes: the four kinds of caller, plus one per webhook signed in a header of its own. */
export function securitySchemesOf(contracts: readonly AnyContract[]): Record<string, oas31.SecuritySchemeObject> {
  const schemes: Record<string, oas31.SecuritySchemeObject> = { ...BASE_SECURITY_SCHEMES };
  for (const contract of contracts) {
    if (contract.auth !== 'webhook-signature') continue;
    const header = webhookHeaderOf(contract);
    if (header !== SIGNATURE_HEADER)
      schemes[schemeNameOf(header)] = { type: 'apiKey', in: 'header', name: header, description: webhookSignatureDescription(header) };
  }
  return schemes;
}

/** What each group in the reference holds; a tag without an entry is listed without a description. */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Identity: 'Sign-up, sign-in and sign-out, password reset, profile, access and terms (identity-and-account).',
  Account: "The player's account: profile, documents, responsible-gambling limits (identity-and-account).",
  Limits: 'Responsible-gambling deposit and spend limits (identity-and-account §3, §5, §7).',
  Consent: 'Cookie consent (identity-and-account).',
  Wallet: 'Balances, transactions, deposits and withdrawals of the signed-in player; integer minor units (games-wallet-bonuses).',
  Payments: 'Payment provider callbacks and the sandbox cashier (games-wallet-bonuses).',
  Games: 'Game catalogue reads, launch, favourites and recent games, jackpots, live tables (games-wallet-bonuses).',
  'Game launch': 'Launch tickets, tokens and URLs per provider, demo and real money (games-wallet-bonuses §7).',
  'Seamless wallet': 'Server-to-server calls a game provider makes to move player money, signed with `X-Signature` (docs/seamless-wallet.md).',
  Content: 'Content webhooks and content files.',
  Operations: 'Health, this document and its reference page.',
};

/** The tags the published contracts use: described ones first, in the order above, then the rest by name. */
export function tagsOf(contracts: readonly AnyContract[]): oas31.TagObject[] {
  const used = new Set(contracts.flatMap((contract) => contract.tags));
  const known = Object.keys(TAG_DESCRIPTIONS).filter((name) => used.has(name));
  const others = [...used].filter((name) => !(name in TAG_DESCRIPTIONS)).sort();
  return [...known.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })), ...others.map((name) => ({ name }))];
}
