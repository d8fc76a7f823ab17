import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { players } from '@/server/db/schema';
import type { AccountStatus } from '@/lib/identity/schemas';
import type { PeriodRefusal } from '@/lib/protection/policy';
import { ApiError } from '@/server/http/errors';

/** Accounts that cannot take a block: closed, blacklisted, or sign-up unfinished (none of them can sign in). */
export const NO_BLOCK_STATUSES: AccountStatus[] = ['CLOSED', 'BLACKLISTED', 'PRE_REGISTERED'];

/** A timestamptz parameter (an ISO string cast in SQL: both engines bind it the same way). */
export function timestampSql(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

/** A self-exclusion in force at `now`, in SQL (lib/protection/policy.ts gamblingBlockOf; seamless_bet.sql). */
export function exclusionRunningSql(now: Date): SQL {
  return sql`((${players.status} = 'SELF_EXCLUDED' and ${players.exclusionUntil} is null) or coalesce(${players.exclusionUntil} > ${timestampSql(now)}, false))`;
}

/** 400 error.protection.period.not_allowed naming the field and the lengths the market offers. */
export function periodNotAllowed(refusal: PeriodRefusal): ApiError {
  return new ApiError('error.protection.period.not_allowed', undefined, {}, { additionalInfo: { field: refusal.field, allowed: refusal.allowed.join(',') } });
}
