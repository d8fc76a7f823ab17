import type { AccountStatus } from '@/lib/identity/schemas';
import type { KycStatus } from '@/server/db/schema/enums';

/** The player facts the money gates read (players table, identity-and-account §6). */
export interface PlayerGateFacts {
  status: AccountStatus;
  kycStatus: KycStatus;
  deposit: boolean;
  withdrawal: boolean;
  payout: boolean;
}

/**
 * Account states in which no money may move in or out at the player's request: closed, blacklisted,
 * restricted, self-excluded and timed-out accounts, and a KYC suspension (docs/decisions.md).
 */
const SUSPENDED_ACCOUNT_STATUSES: readonly AccountStatus[] = ['CLOSED', 'BLACKLISTED', 'RESTRICTED', 'SELF_EXCLUDED', 'TIMEOUT'];

export function isSuspended(player: Pick<PlayerGateFacts, 'status' | 'kycStatus'>): boolean {
  return SUSPENDED_ACCOUNT_STATUSES.includes(player.status) || player.kycStatus === 'SUSPENDED';
}

/** The payout flag, or the PAYOUT account status, marks a payout-risk player. */
export function isPayoutRisk(player: Pick<PlayerGateFacts, 'payout' | 'status'>): boolean {
  return player.payout || player.status === 'PAYOUT';
}
