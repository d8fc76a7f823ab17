import { AsyncLocalStorage } from 'node:async_hooks';
import type { Posting } from './types';

// The players whose balances the current ledger transaction changed, collected by executeOperation and handed
// to the listener by withLedgerRetry once the transaction has committed (never from inside it).
const changed = new AsyncLocalStorage<Set<number>>();

/** Called after every committed ledger transaction that changed at least one player's balance. */
export type BalanceChangeListener = (playerIds: readonly number[]) => void;

const slot = globalThis as typeof globalThis & { __luckyHarbourBalanceListener?: BalanceChangeListener };

/** Installs the one listener (the realtime publisher); `undefined` removes it. */
export function setBalanceChangeListener(listener: BalanceChangeListener | undefined): void {
  slot.__luckyHarbourBalanceListener = listener;
}

/** Records the player accounts an applied operation posted to (a replay changed nothing). */
export function recordPostings(postings: readonly Posting[], replayed: boolean): void {
  const store = changed.getStore();
  if (!store || replayed) return;
  for (const posting of postings) if (posting.ownerType === 'PLAYER' && posting.amount !== 0n) store.add(posting.ownerId);
}

/**
 * Runs one transaction attempt collecting balance changes; on success tells the listener. A nested call (work
 * already inside a collecting transaction) joins the outer collection, which reports after the outer commit.
 */
export async function collectBalanceChanges<T>(work: () => Promise<T>): Promise<T> {
  if (changed.getStore()) return work();
  const players = new Set<number>();
  const result = await changed.run(players, work);
  if (players.size > 0) {
    try {
      slot.__luckyHarbourBalanceListener?.([...players]);
    } catch (error) {
      // The money has moved: a failed notification must not turn the committed operation into an error.
      console.error('[ledger] balance change listener failed', error instanceof Error ? error.message : error);
    }
  }
  return result;
}
