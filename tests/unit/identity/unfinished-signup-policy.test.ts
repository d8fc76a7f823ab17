/** @jest-environment node */
import { UNFINISHED_SIGNUP_RETENTION_MS, unfinishedSignupCutoff } from '@/server/domains/identity/unfinished-signup-policy';

describe('unfinishedSignupCutoff', () => {
  it('keeps unfinished sign-ups for a day after their token ran out', () => {
    expect(UNFINISHED_SIGNUP_RETENTION_MS).toBe(86_400_000);
    expect(unfinishedSignupCutoff(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(unfinishedSignupCutoff(new Date('2026-11-23T12:00:00Z'), 60_000).toISOString()).toBe('2026-11-23T11:59:00.000Z');
  });
});
