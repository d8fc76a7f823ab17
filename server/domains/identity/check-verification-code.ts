import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { verificationCodes } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { hashCode, sameHash } from './one-time-code';
import { checkCode, MAX_FAILED_ATTEMPTS } from './one-time-code-policy';

type CodeRow = typeof verificationCodes.$inferSelect;

/**
 * Checks an entered code against a row and records the outcome (SUCCESS_VERIFY, or FAIL_VERIFY and one more
 * failed attempt, counted atomically so parallel guesses cannot exceed the limit). Throws the spec's codes.
 * Returns false when the row was already verified (the caller answers idempotently).
 */
export async function checkVerificationCode(db: Database, row: CodeRow, code: string, now = new Date()): Promise<boolean> {
  const result = checkCode(row, sameHash(row.codeHash, hashCode(row.id, code)), now);
  switch (result.outcome) {
    case 'already_verified':
      return false;
    case 'verified':
      await db.update(verificationCodes).set({ pinCodeStatus: 'SUCCESS_VERIFY', verifiedAt: now }).where(eq(verificationCodes.id, row.id));
      return true;
    case 'expired':
      throw new ApiError('sms.code.expired');
    case 'not_sent':
      throw new ApiError('sms.code.invalid', undefined, {}, { additionalInfo: { attemptsRemaining: 0 } });
    case 'max_attempts':
    case 'invalid': {
      const [updated] = await db
        .update(verificationCodes)
        .set({ pinCodeStatus: row.pinCodeStatus === 'SUCCESS_VERIFY' ? 'SUCCESS_VERIFY' : 'FAIL_VERIFY', failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.failedAttempts, MAX_FAILED_ATTEMPTS)))
        .returning({ failedAttempts: verificationCodes.failedAttempts });
      const attemptsRemaining = updated ? MAX_FAILED_ATTEMPTS - updated.failedAttempts : 0;
      if (attemptsRemaining <= 0) throw new ApiError('sms.max.attempts.reached');
      throw new ApiError('sms.code.invalid', undefined, {}, { additionalInfo: { attemptsRemaining } });
    }
  }
}
