import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { gamblingBlockOf, type GamblingBlock } from '@/lib/protection/policy';
import { ApiError } from '@/server/http/errors';

/** The facts a block is computed from, plus the market the choices come from. */
export async function loadProtectionFacts(db: Database, playerId: number) {
  const [row] = await db
    .select({
      status: players.status,
      timeoutUntil: players.timeoutUntil,
      exclusionUntil: players.exclusionUntil,
      countryCode: players.countryCode,
      provinceCode: players.provinceCode,
    })
    .from(players)
    .where(eq(players.playerId, playerId))
    .limit(1);
  if (!row) throw new ApiError('error.player.not.found');
  return row;
}

/**
 * The time-out or self-exclusion in force for a player at `now`, or null. The one question every gambling gate
 * asks (deposits, real-money bets and launches, bonus claims, marketing): computed from the stored end time, so a
 * block ends by itself when its time is up. 404 error.player.not.found for an unknown player.
 */
export async function getGamblingBlock(db: Database, playerId: number, now: Date = new Date()): Promise<GamblingBlock | null> {
  return gamblingBlockOf(await loadProtectionFacts(db, playerId), now);
}

/** The refusal a gate answers while a block runs: the spec's sign-in codes (identity-and-account §8) with the days left. */
export function blockRefusal(block: GamblingBlock): ApiError {
  if (block.kind === 'SELF_EXCLUSION' && block.until === null) return new ApiError('error.exclusion.in.progress.indefinitely');
  const code = block.kind === 'SELF_EXCLUSION' ? 'error.exclusion.in.progress' : 'error.timeout.in.progress';
  const additionalInfo = block.until && block.daysLeft ? { days: block.daysLeft, until: block.until.toISOString() } : undefined;
  return new ApiError(code, undefined, {}, additionalInfo ? { additionalInfo } : {});
}

/** Throws the block's refusal when one runs (a gate's one-liner). */
export async function assertNotBlocked(db: Database, playerId: number, now: Date = new Date()): Promise<void> {
  const block = await getGamblingBlock(db, playerId, now);
  if (block) throw blockRefusal(block);
}

/**
 * Whether the player may be sent marketing now (UKGC SR 3.5.3, MGA PPD: no marketing to a self-excluded or
 * timed-out player). Every marketing sender asks this at send time, whatever the player's preferences say.
 */
export async function mayReceiveMarketing(db: Database, playerId: number, now: Date = new Date()): Promise<boolean> {
  return (await getGamblingBlock(db, playerId, now)) === null;
}
