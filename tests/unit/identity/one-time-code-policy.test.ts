/** @jest-environment node */
import {
  checkCode,
  CODE_TTL_MS,
  MAX_FAILED_ATTEMPTS,
  nextPinStatus,
  sendsRemaining,
  SEND_WINDOW_MS,
  type PinEvent,
} from '@/server/domains/identity/one-time-code-policy';
import { PIN_CODE_STATUSES, type PinCodeStatus } from '@/lib/identity/schemas';
import { PIN_CODE_STATUSES as STORED_STATUSES } from '@/server/db/schema';

const now = new Date('2026-11-22T12:00:00Z');
const sent = { pinCodeStatus: 'SUCESS_SEND' as PinCodeStatus, failedAttempts: 0, expiresAt: new Date(now.getTime() + CODE_TTL_MS) };

describe('pin code state machine (spec spelling)', () => {
  it('stores exactly the statuses the API speaks', () => {
    expect([...STORED_STATUSES]).toEqual([...PIN_CODE_STATUSES]);
    expect(PIN_CODE_STATUSES).toContain('SUCESS_SEND');
  });

  const table: Record<PinCodeStatus, Record<PinEvent, PinCodeStatus | null>> = {
    UNINITIALIZE: { SENT: 'SUCESS_SEND', SEND_FAILED: 'FAIL_SEND', VERIFIED: null, VERIFY_FAILED: null },
    FAIL_SEND: { SENT: 'SUCESS_SEND', SEND_FAILED: 'FAIL_SEND', VERIFIED: null, VERIFY_FAILED: null },
    SUCESS_SEND: { SENT: null, SEND_FAILED: null, VERIFIED: 'SUCCESS_VERIFY', VERIFY_FAILED: 'FAIL_VERIFY' },
    FAIL_VERIFY: { SENT: null, SEND_FAILED: null, VERIFIED: 'SUCCESS_VERIFY', VERIFY_FAILED: 'FAIL_VERIFY' },
    SUCCESS_VERIFY: { SENT: null, SEND_FAILED: null, VERIFIED: null, VERIFY_FAILED: null },
  };
  for (const [from, events] of Object.entries(table)) {
    for (const [event, to] of Object.entries(events)) {
      it(`${from} --${event}--> ${to ?? 'refused'}`, () => {
        expect(nextPinStatus(from as PinCodeStatus, event as PinEvent)).toBe(to);
      });
    }
  }
});

describe('checkCode', () => {
  it('verifies a matching code before expiry', () => {
    expect(checkCode(sent, true, now)).toEqual({ outcome: 'verified' });
  });

  it('counts down the attempts, the last wrong one answers max attempts', () => {
    expect(checkCode(sent, false, now)).toEqual({ outcome: 'invalid', attemptsRemaining: 2 });
    expect(checkCode({ ...sent, failedAttempts: 1 }, false, now)).toEqual({ outcome: 'invalid', attemptsRemaining: 1 });
    expect(checkCode({ ...sent, failedAttempts: MAX_FAILED_ATTEMPTS - 1 }, false, now)).toEqual({ outcome: 'max_attempts' });
  });

  it('a burned code refuses even the right digits', () => {
    expect(checkCode({ ...sent, failedAttempts: MAX_FAILED_ATTEMPTS }, true, now)).toEqual({ outcome: 'max_attempts' });
  });

  it('expires at exactly its TTL', () => {
    expect(checkCode(sent, true, new Date(sent.expiresAt.getTime() - 1))).toEqual({ outcome: 'verified' });
    expect(checkCode(sent, true, sent.expiresAt)).toEqual({ outcome: 'expired' });
  });

  it('a code never sent cannot be verified', () => {
    expect(checkCode({ ...sent, pinCodeStatus: 'UNINITIALIZE' }, true, now)).toEqual({ outcome: 'not_sent' });
    expect(checkCode({ ...sent, pinCodeStatus: 'FAIL_SEND' }, true, now)).toEqual({ outcome: 'not_sent' });
  });

  it('re-entering the right code after success is idempotent; a wrong one still counts', () => {
    expect(checkCode({ ...sent, pinCodeStatus: 'SUCCESS_VERIFY' }, true, now)).toEqual({ outcome: 'already_verified' });
    expect(checkCode({ ...sent, pinCodeStatus: 'SUCCESS_VERIFY' }, false, now)).toEqual({ outcome: 'invalid', attemptsRemaining: 2 });
  });

  it('a code superseded by a newer one never verifies, not even its right digits or a repeat after success', () => {
    const superseded = { ...sent, supersededAt: now };
    expect(checkCode(superseded, true, now)).toEqual({ outcome: 'superseded' });
    expect(checkCode(superseded, false, now)).toEqual({ outcome: 'superseded' });
    expect(checkCode({ ...superseded, pinCodeStatus: 'SUCCESS_VERIFY' }, true, now)).toEqual({ outcome: 'superseded' });
    expect(checkCode({ ...sent, supersededAt: null }, true, now)).toEqual({ outcome: 'verified' });
  });
});

describe('sendsRemaining', () => {
  it('allows three sends in a rolling hour', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(sendsRemaining([], now)).toBe(3);
    expect(sendsRemaining([ago(1000), ago(2000)], now)).toBe(1);
    expect(sendsRemaining([ago(1000), ago(2000), ago(3000)], now)).toBe(0);
    expect(sendsRemaining([ago(SEND_WINDOW_MS), ago(2000), ago(3000)], now)).toBe(1);
  });
});
