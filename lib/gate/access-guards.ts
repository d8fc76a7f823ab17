import { z } from 'zod';
import type { AccessFlags } from '@/lib/identity/schemas';

// Route guards that depend on the player's gating flags (identity-and-account §2 "Route guards", games-wallet-bonuses §2 "Guards"). Pure:
// the gate reads the flags from the `access` claim of the verified identity token (docs/decisions.md, Request
// gate), so a visitor without a session cookie never pays for a token check.

/** The gating flags the identity token carries for the request gate (a subset of the access flags). */
export const gateAccessSchema = z.object({
  payoutRisk: z.boolean(),
  multibrandSuspended: z.boolean(),
  casino: z.boolean(),
  liveCasino: z.boolean(),
  virtualSports: z.boolean(),
  sportsbook: z.boolean(),
  bonuses: z.boolean(),
});
export type GateAccess = z.infer<typeof gateAccessSchema>;

/** Picks the claim's flags out of the full access flags (the platform signs these into the token). */
export function toGateAccess(flags: AccessFlags): GateAccess {
  const { payoutRisk, multibrandSuspended, casino, liveCasino, virtualSports, sportsbook, bonuses } = flags;
  return { payoutRisk, multibrandSuspended, casino, liveCasino, virtualSports, sportsbook, bonuses };
}

type Product = 'casino' | 'liveCasino' | 'virtualSports' | 'sportsbook';
type Guard = { kind: 'product'; product: Product } | { kind: 'payout'; needsBonuses: boolean };

const PRODUCT_ROOTS: ReadonlyArray<[string, Product]> = [
  ['online-casino', 'casino'],
  ['live-casino-online', 'liveCasino'],
  ['virtuals', 'virtualSports'],
  ['sportsbook', 'sportsbook'],
];

// Spec: "Deposit, rewards and bonus code routes are blocked for payout-risk players"; the bonus-code page also
// needs manual claim allowed, which is the player's bonuses flag here. /deposit is the public deposit page.
const PAYOUT_GUARDED: ReadonlyArray<[string, boolean]> = [
  ['/deposit', false],
  ['/my-account/banking/deposit', false],
  ['/my-account/rewards', false],
  ['/my-account/rewards/active', false],
  ['/my-account/bonus-code', true],
];

function normalise(pathAfterLocale: string): string {
  const trimmed = pathAfterLocale.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Which flag guard applies to a path after the locale, or null. Game play routes (`…/play/…`, `/play/{slug}`)
 * are not guarded here: the play pages run their own, richer guards (game-level casino/live decision).
 */
export function accessGuardFor(pathAfterLocale: string): Guard | null {
  const path = normalise(pathAfterLocale);
  const payout = PAYOUT_GUARDED.find(([route]) => route === path);
  if (payout) return { kind: 'payout', needsBonuses: payout[1] };
  const [root, second] = path.split('/').filter(Boolean);
  if (second === 'play') return null;
  const product = PRODUCT_ROOTS.find(([segment]) => segment === root);
  return product ? { kind: 'product', product: product[1] } : null;
}

/** Where a refused player goes: the locale home for products, the account overview for account routes. */
export function accessFallback(locale: string, guard: Guard): string {
  return guard.kind === 'product' ? `/${locale}` : `/${locale}/my-account`;
}

/**
 * Whether the player may enter a guarded route. Products: not payout-risk, not multibrand-suspended and the
 * product's flag set. Deposit/rewards/bonus code: not payout-risk (payout risk includes a suspended multibrand
 * account); bonus code also needs the bonuses flag.
 */
export function isAllowedBy(guard: Guard, access: GateAccess): boolean {
  if (access.payoutRisk || access.multibrandSuspended) return false;
  if (guard.kind === 'product') return access[guard.product];
  return !guard.needsBonuses || access.bonuses;
}
