import { getWallet as getWalletContract } from '@/lib/wallet/contracts';
import { getWallet } from '@/server/domains/wallet/get-wallet';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Polled every 20 s by the site (spec games-wallet-bonuses §9): a generous per-player limit (the contract's).
export const GET = withContract(getWalletContract, async ({ db, player }) => getWallet(db, player.playerId));
