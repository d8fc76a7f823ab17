import type { AccountPurpose } from '@/lib/wallet/enums';
import type { AccountRef, Leg } from './types';

/** A player's account for one purpose (MAIN cash, LOCKED reserved funds, bonus per vertical). */
export function playerAccount(playerId: number, purpose: Extract<AccountPurpose, 'MAIN' | 'LOCKED' | 'SPORTS' | 'CASINO' | 'LIVE_CASINO'>): AccountRef {
  return { ownerType: 'PLAYER', ownerId: playerId, purpose };
}

/** Money in transit with payment providers: debited by deposits, credited by paid-out withdrawals. */
export const PAYMENT_CLEARING: AccountRef = { ownerType: 'PAYMENT_CLEARING', ownerId: 0, purpose: 'CLEARING' };

/** The operator's own funds (bonus grants, corrections). */
export const HOUSE: AccountRef = { ownerType: 'HOUSE', ownerId: 0, purpose: 'HOUSE' };

/** The counterparty of bets and wins, per game provider number (0 when not known). */
export function gameAccount(providerNumber = 0): AccountRef {
  return { ownerType: 'GAME', ownerId: providerNumber, purpose: 'GAME' };
}

/** A two-leg transfer of a positive amount from one account to another. */
export function transfer(from: AccountRef, to: AccountRef, amount: bigint): Leg[] {
  if (amount <= 0n) throw new RangeError('transfer: the amount must be positive');
  return [
    { ...from, amount: -amount },
    { ...to, amount },
  ];
}
