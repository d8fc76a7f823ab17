import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { verificationCodes, type VerificationPurpose } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { hashCode, sameHash } from './one-time-code';
import { checkCode, MAX_FAILED_ATTEMPTS, type CodeCheck } from './one-time-code-policy';

export type CodeRow = typeof verificationCodes.$inferSelect;

/** sms.code.invalid with no attempts left: an unknown, unsent or superseded code. */
export const invalidNoAttempts = () => new ApiError('sms.code.invalid', undefined, {}, { additionalInfo: { attemptsRemaining: 0 } });

/**
 * The row of one code, locked until the caller's transaction ends: parallel requests for the same code are
 * judged one after the other, each against what the previous one wrote. Null when there is no such row.
 */
export async function lockCode(tx: Database, code: { id: string; purpose: VerificationPurpose }): Promise<CodeRow | null> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, code.id), eq(verificationCodes.purpose, code.purpose)))
    .for('update');
  return row ?? null;
}

/**
 * Checks an entered code and records the outcome in one transaction, holding the row locked: a right code
 * becomes SUCCESS_VERIFY (and `onMatch` runs in that same transaction, with `verifiedNow` false for a repeat of
 * an already verified code), a wrong one FAIL_VERIFY and one more failed attempt. So the attempt limit holds
 * under any concurrency, and a burned, expired or superseded code never verifies. Throws the spec's codes.
 */
export async function checkVerificationCode<T>(
  db: Database,
  target: { id: string; purpose: VerificationPurpose },
  code: string,
  now: Date,
  onMatch: (tx: Database, row: CodeRow, verifiedNow: boolean) => Promise<T>,
): Promise<T> {
  const verdict = await db.transaction(async (tx): Promise<CodeCheck | { outcome: 'matched'; value: T }> => {
    const row = await lockCode(tx, target);
    if (!row) return { outcome: 'not_sent' };
    const result = checkCode(row, sameHash(row.codeHash, hashCode(row.id, code)), now);
    switch (result.outcome) {
      case 'verified':
        await tx.update(verificationCodes).set({ pinCodeStatus: 'SUCCESS_VERIFY', verifiedAt: now }).where(eq(verificationCodes.id, row.id));
        return { outcome: 'matched', value: await onMatch(tx, { ...row, pinCodeStatus: 'SUCCESS_VERIFY', verifiedAt: now }, true) };
      case 'already_verified':
        return { outcome: 'matched', value: await onMatch(tx, row, false) };
      case 'invalid':
      case 'max_attempts':
        if (row.failedAttempts < MAX_FAILED_ATTEMPTS) {
          await tx
            .update(verificationCodes)
            .set({
              pinCodeStatus: row.pinCodeStatus === 'SUCCESS_VERIFY' ? 'SUCCESS_VERIFY' : 'FAIL_VERIFY',
              failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
            })
            .where(eq(verificationCodes.id, row.id));
        }
        return result;
      default:
        return result;
    }
  });
  switch (verdict.outcome) {
    case 'matched':
      return verdict.value;
    case 'expired':
      throw new ApiError('sms.code.expired');
    case 'max_attempts':
      throw new ApiError('sms.max.attempts.reached');
    case 'invalid':
      throw new ApiError('sms.code.invalid', undefined, {}, { additionalInfo: { attemptsRemaining: verdict.attemptsRemaining } });
    case 'not_sent':
    case 'superseded':
    case 'verified':
    case 'already_verified':
      throw invalidNoAttempts();
  }
}
