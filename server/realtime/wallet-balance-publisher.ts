import 'server-only';
import { getDatabase } from '@/server/db/get-database';
import type { Database } from '@/server/db/database';
import { getWallet } from '@/server/domains/wallet/get-wallet';
import { readWageringProgress } from '@/server/domains/bonus';
import type { BalanceChangeListener } from '@/server/domains/ledger/balance-changes';
import type { RealtimeBus } from './realtime-bus';

/**
 * The ledger's balance-change listener: after a commit, reads each player's wallet (the numbers GET wallet
 * answers) and publishes WALLET_BALANCE. Runs detached from the request, so a slow or failed publish never
 * delays or fails the money movement. Per player the reads run one after another, so an older balance is never
 * published after a newer one from this instance.
 */
export interface WalletBalancePublisher extends BalanceChangeListener {
  /** Resolves once every publish started so far has finished (a CLI waits for it before closing the bus). */
  settled(): Promise<void>;
}

const appDatabase = async (): Promise<Database> => (await getDatabase()).db;

/** `readDatabase` is where wallets are read from: the app's database, or the connection a CLI opened itself. */
export function walletBalancePublisher(bus: RealtimeBus, readDatabase: () => Promise<Database> = appDatabase): WalletBalancePublisher {
  const pending = new Map<number, Promise<void>>();

  async function publish(playerId: number): Promise<void> {
    if (!bus.mayDeliver()) return;
    const db = await readDatabase();
    const balanceMap = await getWallet(db, playerId);
    await bus.publish({ playerId, body: { type: 'WALLET_BALANCE', balanceMap } });
    // The running bonuses' progress rides on the same change (a bet moves both).
    await bus.publish({ playerId, body: { type: 'BONUS_WAGERING_PROGRESS', progress: await readWageringProgress(db, playerId) } });
  }

  const listener = (playerIds: readonly number[]) => {
    for (const playerId of playerIds) {
      const next = (pending.get(playerId) ?? Promise.resolve())
        .then(() => publish(playerId))
        .catch((error: unknown) =>
          console.error(`[realtime] could not publish the balance of player ${playerId}: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          if (pending.get(playerId) === next) pending.delete(playerId);
        });
      pending.set(playerId, next);
    }
  };
  return Object.assign(listener, { settled: async () => void (await Promise.all(pending.values())) });
}
