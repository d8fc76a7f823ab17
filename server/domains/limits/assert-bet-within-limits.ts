import 'server-only';
import type { Database } from '@/server/db/database';

// PLACEHOLDER for the s9-wallet-limits branch (CONTRACTS §3): the seamless bet codes against this signature.
// It is dropped in favour of that branch's file on merge and must not ship as it is.

/** Throws ApiError('error.spend.limit.reached') when the bet would take the player's net loss above a limit. */
export async function assertBetWithinLimits(_db: Database, _input: { playerId: number; currency: string; amount: bigint }): Promise<void> {}
