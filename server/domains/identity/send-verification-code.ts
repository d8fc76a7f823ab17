import 'server-only';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { CodeSent } from '@/lib/identity/schemas';
import { lockKeys } from '@/server/db/advisory-lock';
import type { Database } from '@/server/db/database';
import { verificationCodes, type VerificationPurpose } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { generateCode, hashCode, newId } from './one-time-code';
import { CODE_TTL_MS, SEND_WINDOW_MS, sendsRemaining } from './one-time-code-policy';

export interface SendCodeInput {
  playerId: number | null;
  purpose: VerificationPurpose;
  /** What the send limit counts by besides the player: the phone, or the e-mail a reset was asked for. */
  destination: string;
  /** Delivers the code; null when there is nowhere to deliver (unknown e-mail): the row is still written. */
  deliver: ((code: string) => Promise<void>) | null;
  /** A phone change's new number, kept with its code until the code is verified (PHONE_CHANGE_SMS). */
  pendingMobilePhone?: { prefix: string; number: string };
  now?: Date;
}

/**
 * Transaction-scoped advisory locks on everything the send limit counts by (the destination, and the player if
 * any), taken in one fixed order so two senders never wait on each other crosswise. Held until commit.
 */
async function lockSendScope(tx: Database, input: SendCodeInput): Promise<void> {
  const keys = [`code-send:${input.purpose}:to:${input.destination}`];
  if (input.playerId !== null) keys.push(`code-send:${input.purpose}:player:${input.playerId}`);
  await lockKeys(tx, keys);
}

/**
 * Creates a code (only its hash is stored), delivers it and records SUCESS_SEND or FAIL_SEND. Three sends per
 * player or destination and purpose in a rolling hour, then sms.max.attempts.reached. Counting, writing the new
 * row and superseding the older codes (only the newest verifies) happen in one transaction under the scope's
 * lock, so parallel requests cannot exceed the limit; delivery happens after commit, outside the lock.
 */
export async function sendVerificationCode(db: Database, input: SendCodeInput): Promise<CodeSent & { id: string }> {
  const id = newId('vc');
  const code = generateCode();
  const issued = await db.transaction(async (tx) => {
    await lockSendScope(tx, input);
    const now = input.now ?? new Date();
    const owner =
      input.playerId === null
        ? eq(verificationCodes.destination, input.destination)
        : or(eq(verificationCodes.destination, input.destination), eq(verificationCodes.playerId, input.playerId));
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, input.purpose), owner, gt(verificationCodes.createdAt, new Date(now.getTime() - SEND_WINDOW_MS))));
    const remaining = sendsRemaining(
      recent.map((row) => row.createdAt),
      now,
    );
    if (remaining <= 0) return null;
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx.insert(verificationCodes).values({
      id,
      playerId: input.playerId,
      purpose: input.purpose,
      destination: input.destination,
      codeHash: hashCode(id, code),
      pendingMobilePhone: input.pendingMobilePhone ?? null,
      createdAt: now,
      expiresAt,
    });
    // The older codes of the same player (or, without a player, the same destination) stop verifying.
    const sameOwner =
      input.playerId === null
        ? and(isNull(verificationCodes.playerId), eq(verificationCodes.destination, input.destination))
        : eq(verificationCodes.playerId, input.playerId);
    await tx
      .update(verificationCodes)
      .set({ supersededAt: now })
      .where(and(eq(verificationCodes.purpose, input.purpose), sameOwner, ne(verificationCodes.id, id), isNull(verificationCodes.supersededAt)));
    return { remaining, expiresAt };
  });
  if (!issued) throw new ApiError('sms.max.attempts.reached', undefined, {}, { additionalInfo: { retryAfterMinutes: 60 } });

  try {
    await input.deliver?.(code);
  } catch (error) {
    console.error('[identity] code delivery failed', { id, purpose: input.purpose, error });
    await db.update(verificationCodes).set({ pinCodeStatus: 'FAIL_SEND' }).where(eq(verificationCodes.id, id));
    throw new ApiError('error.verification.send_failed', undefined, {}, { additionalInfo: { pinCodeStatus: 'FAIL_SEND' } });
  }
  await db.update(verificationCodes).set({ pinCodeStatus: 'SUCESS_SEND' }).where(eq(verificationCodes.id, id));
  return { id, pinCodeStatus: 'SUCESS_SEND', expiresAt: issued.expiresAt.toISOString(), sendsRemaining: issued.remaining - 1 };
}
