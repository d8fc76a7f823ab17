import type { MarketCode } from '@/lib/markets/markets';
import { signupPath, type SignupVariant } from './ui-signup-steps';

/**
 * Markets whose risk setting lets players skip the SMS step at sign-up (spec identity-and-account §2 "a shorter variant skips
 * Verification"; sign-up state marketRiskSetting). Operator configuration: the phone is then verified before
 * the first withdrawal instead. Decided in docs/decisions.md (Identity UI).
 */
export const SHORT_SIGNUP_MARKETS: ReadonlySet<MarketCode> = new Set<MarketCode>(['NZ']);

export function signupVariantForMarket(market: MarketCode): SignupVariant {
  return SHORT_SIGNUP_MARKETS.has(market) ? 'short' : 'full';
}

/** How many steps the market's sign-up shows (the page intro says "three" or "four short steps"). */
export function signupStepCount(market: MarketCode): number {
  return signupPath(signupVariantForMarket(market)).length;
}
