import 'server-only';
import type { Database } from '@/server/db/database';
import { setBalanceChangeListener } from '@/server/domains/ledger/balance-changes';
import type { RealtimeBus } from './realtime-bus';
import { walletBalancePublisher } from './wallet-balance-publisher';

/**
 * For processes other than the app server (the operator CLIs): publishes WALLET_BALANCE for every player whose
 * balance `work` changed, like the API does, and waits for the publishes before returning so the process can
 * close its bus and database afterwards. Reaches players' sockets on other processes only through Redis.
 */
export async function withWalletBalancePushes<T>(bus: RealtimeBus, db: Database, work: () => Promise<T>): Promise<T> {
  const publisher = walletBalancePublisher(bus, async () => db);
  setBalanceChangeListener(publisher);
  try {
    return await work();
  } finally {
    await publisher.settled();
    setBalanceChangeListener(undefined);
  }
}
