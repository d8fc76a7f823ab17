import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { ledgerAccounts } from '@/server/db/schema';
import type { Wallet } from '@/lib/wallet/schemas';
import { loadWalletPlayer } from './load-player';
import { toJsonMinorUnits } from './minor-units';

/** The player's balances in their currency (spec games-wallet-bonuses §3 "Wallet"); accounts not yet opened count as zero. */
export async function getWallet(db: Database, playerId: number): Promise<Wallet> {
  const player = await loadWalletPlayer(db, playerId);
  const rows = await db
    .select({ purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'PLAYER'), eq(ledgerAccounts.ownerId, playerId), eq(ledgerAccounts.currency, player.currency)));
  const balanceOf = (purpose: string) => rows.find((row) => row.purpose === purpose)?.balance ?? 0n;
  const parts = {
    mainBalance: balanceOf('MAIN'),
    lockedBalance: balanceOf('LOCKED'),
    sportsBonus: balanceOf('SPORTS'),
    casinoBonus: balanceOf('CASINO'),
    liveCasinoBonus: balanceOf('LIVE_CASINO'),
  };
  const total = Object.values(parts).reduce((sum, value) => sum + value, 0n);
  return {
    currency: player.currency,
    mainBalance: toJsonMinorUnits(parts.mainBalance),
    lockedBalance: toJsonMinorUnits(parts.lockedBalance),
    sportsBonus: toJsonMinorUnits(parts.sportsBonus),
    casinoBonus: toJsonMinorUnits(parts.casinoBonus),
    liveCasinoBonus: toJsonMinorUnits(parts.liveCasinoBonus),
    totalBalance: toJsonMinorUnits(total),
  };
}
