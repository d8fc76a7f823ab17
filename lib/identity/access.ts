import type { AccessFlags } from './schemas';

// Isomorphic and pure: the one place the spec's gating rules live (identity-and-account §6, games-wallet-bonuses §5). The request gate,
// pages and the platform API all call computeAccess, so a rule cannot drift between them.

/** The profile fields the rules read (spec identity-and-account §3 "Player profile"). */
export interface AccessProfile {
  payout: boolean;
  casino: boolean;
  liveCasino: boolean;
  sports: boolean;
  virtualSports: boolean;
  bonuses: boolean;
  deposit: boolean;
  withdrawal: boolean;
}

export interface AccessInput {
  /** Whether the caller is a signed-in player. */
  authorized: boolean;
  /** The player's profile; null for anonymous visitors and players whose profile could not be read. */
  profile: AccessProfile | null;
  /** From the session's multibrand claim. */
  multibrandSuspended?: boolean;
}

/**
 * Anonymous visitors, and players without a profile, may enter sports, virtual sports, casino and live casino
 * (demo play); they cannot deposit, claim bonuses or withdraw. For a player each vertical follows its flag;
 * payout risk (the payout flag) or a suspended multibrand account blocks deposit, bonuses and withdrawal.
 */
export function computeAccess({ authorized, profile, multibrandSuspended = false }: AccessInput): AccessFlags {
  if (!authorized || !profile) {
    return {
      authorized,
      payoutRisk: false,
      multibrandSuspended: authorized && multibrandSuspended,
      casino: true,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      deposit: false,
      bonuses: false,
      withdrawal: false,
    };
  }
  const payoutRisk = profile.payout || multibrandSuspended;
  return {
    authorized: true,
    payoutRisk,
    multibrandSuspended,
    casino: profile.casino,
    liveCasino: profile.liveCasino,
    virtualSports: profile.virtualSports,
    sportsbook: profile.sports,
    deposit: profile.deposit && !profile.payout && !multibrandSuspended,
    // Spec identity-and-account §2: payout-risk players are blocked from the rewards and bonus-code routes.
    bonuses: profile.bonuses && !payoutRisk,
    withdrawal: profile.withdrawal && !multibrandSuspended,
  };
}
