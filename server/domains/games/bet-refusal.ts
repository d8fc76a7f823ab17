import type { AccountStatus } from '@/lib/identity/schemas';
import type { KycStatus } from '@/server/db/schema/enums';
import type { GameSessionVertical } from '@/server/db/schema/seamless-wallet';

/** The player facts a bet is checked against (players table, identity-and-account §6). */
export interface BettingPlayer {
  status: AccountStatus;
  kycStatus: KycStatus;
  timeoutUntil: Date | null;
  exclusionUntil: Date | null;
  payout: boolean;
  multibrandSuspended: boolean;
  casino: boolean;
  liveCasino: boolean;
  virtualSports: boolean;
}

export type BetRefusal = 'error.seamless.player.excluded' | 'error.seamless.player.timeout' | 'error.seamless.access.denied';

/** The product flag a session's vertical needs (seamless_bet's CASE in server/db/functions/seamless_bet.sql). */
const VERTICAL_ACCESS: Readonly<Record<GameSessionVertical, (player: BettingPlayer) => boolean>> = {
  CASINO: (player) => player.casino,
  LIVE_CASINO: (player) => player.liveCasino,
  VIRTUAL_SPORTS: (player) => player.virtualSports,
};

const CLOSED_STATES: readonly AccountStatus[] = ['CLOSED', 'BLACKLISTED', 'RESTRICTED', 'PRE_REGISTERED'];

/**
 * Whether a bet is refused before any money check, most specific reason first. A timeout or exclusion is in
 * force until its end date; one with no end date never ends (docs/decisions.md). Wins and rollbacks are never
 * refused by this: they settle bets the player already placed.
 */
export function betRefusal(player: BettingPlayer, vertical: GameSessionVertical, now: Date): BetRefusal | null {
  const running = (until: Date | null) => until === null || until > now;
  if (player.status === 'SELF_EXCLUDED' && running(player.exclusionUntil)) return 'error.seamless.player.excluded';
  if (player.exclusionUntil !== null && player.exclusionUntil > now) return 'error.seamless.player.excluded';
  if (player.status === 'TIMEOUT' && running(player.timeoutUntil)) return 'error.seamless.player.timeout';
  if (player.timeoutUntil !== null && player.timeoutUntil > now) return 'error.seamless.player.timeout';
  if (CLOSED_STATES.includes(player.status) || player.kycStatus === 'SUSPENDED') return 'error.seamless.access.denied';
  if (player.payout || player.status === 'PAYOUT' || player.multibrandSuspended) return 'error.seamless.access.denied';
  if (!VERTICAL_ACCESS[vertical](player)) return 'error.seamless.access.denied';
  return null;
}
