// `npm run withdrawals -- <command>`: the operator's desk for pending withdrawals, on DATABASE_URL or PGlite.
//   list                                     pending withdrawals, oldest first
//   approve <pendingWithdrawalId> --operator=<name>   pay out (LOCKED → payment clearing)
//   reject  <pendingWithdrawalId> --operator=<name>   refund to the player's MAIN account
// Every decision records the operator's name on the withdrawal, and the player's new balance is pushed to their
// open sockets like an API change (through Redis when REDIS_URL is set; without it no other process can hear).
import { formatMoney, isCurrencyCode } from '@/lib/markets/currency';
import { createDatabase } from '@/server/db/create-database';
import { listPendingWithdrawals } from '@/server/domains/wallet/list-pending-withdrawals';
import { resolveWithdrawal } from '@/server/domains/wallet/resolve-withdrawal';
import { env } from '@/server/env';
import { closeRealtimeBus, getRealtimeBus } from '@/server/realtime/get-realtime-bus';
import { withWalletBalancePushes } from '@/server/realtime/with-wallet-balance-pushes';
import { ApiError } from '@/server/http/errors';

const USAGE = 'usage: npm run withdrawals -- list | approve <id> --operator=<name> | reject <id> --operator=<name>';

function operatorName(args: string[]): string {
  const name = args
    .find((arg) => arg.startsWith('--operator='))
    ?.slice('--operator='.length)
    .trim();
  if (!name || !/^[\w.@-]{2,64}$/.test(name)) throw new Error(`a decision needs --operator=<name> (2–64 of A–Z a–z 0–9 _ . @ -)\n${USAGE}`);
  return name;
}

async function main(): Promise<void> {
  const [command, id, ...rest] = process.argv.slice(2);
  if (command !== 'list' && command !== 'approve' && command !== 'reject') throw new Error(USAGE);
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === 'list') {
      const pending = await listPendingWithdrawals(handle.db);
      if (pending.length === 0) console.log('no pending withdrawals');
      for (const w of pending) {
        console.log(
          `${w.pendingWithdrawalId}\tplayer ${w.playerId}\t${isCurrencyCode(w.currency) ? formatMoney(w.amount, w.currency) : `${w.amount} minor units ${w.currency}`}\t${w.transactionDate}\t${w.referenceId}`,
        );
      }
      return;
    }
    const pendingWithdrawalId = Number(id);
    if (!Number.isSafeInteger(pendingWithdrawalId) || pendingWithdrawalId <= 0) throw new Error(USAGE);
    const operator = operatorName(rest);
    const decision = command === 'approve' ? 'APPROVED' : 'REJECTED';
    const result = await withWalletBalancePushes(getRealtimeBus(), handle.db, () => resolveWithdrawal(handle.db, { pendingWithdrawalId, decision, operator }));
    console.log(`withdrawal ${result.pendingWithdrawalId}: ${decision} by ${operator}, status ${result.status}`);
  } finally {
    await closeRealtimeBus();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ApiError ? `[withdrawals] ${error.code}: ${error.message}` : `[withdrawals] ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
