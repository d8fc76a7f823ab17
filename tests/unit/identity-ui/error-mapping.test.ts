import { PlatformApiError } from '@/lib/api/errors';
import { mapCodeError } from '@/lib/identity/ui-code-errors';
import { countSignInFailure, mapLoginError, SIGN_IN_FAILURES_BEFORE_LOCK } from '@/lib/identity/ui-login-errors';
import { MAX_FAILED_SIGN_INS } from '@/server/domains/identity/sign-in-policy';
import { parseRetryAfter, waitValues } from '@/lib/api/retry-after';
import { mapResetError } from '@/lib/identity/ui-reset-errors';
import { mapSignupError } from '@/lib/identity/ui-signup-errors';
import { shouldForceLogout } from '@/lib/identity/ui-forced-logout';

const api = (status: number, code: string, message = code, fieldErrors: PlatformApiError['fieldErrors'] = []) =>
  new PlatformApiError(status, code, message, fieldErrors);
const fieldError = (field: string) => ({ objectName: 'registration', field, rejectedValue: 'x', status: 400, message: 'bad', code: 'invalid_format' });

describe('sign-up error catalogue (spec identity-and-account §5, §8)', () => {
  it.each([
    ['network error', new TypeError('Failed to fetch'), { kind: 'form', code: 'error.country.blocked' }],
    ['response-less Network Error', new Error('Network Error'), { kind: 'form', code: 'error.country.blocked' }],
    ['403 explicit deny', api(403, 'error.forbidden', 'User is not authorized: explicit deny'), { kind: 'form', code: 'error.captcha.validation' }],
    ['403 captcha code', api(403, 'error.captcha.validation'), { kind: 'form', code: 'error.captcha.validation' }],
    ['403 vonage', api(403, 'error.vonage.phone.invalid'), { kind: 'form', code: 'error.vonage.validation' }],
    ['500', api(500, 'error.system.error'), { kind: 'form', code: 'error.system.error' }],
    ['400 without field errors', api(400, 'error.request.validation'), { kind: 'form', code: 'error.signup.unhandled' }],
    ['existing player', api(409, 'error.registration.player_already_exists'), { kind: 'duplicated' }],
    [
      'duplicate CPF on the cpf field',
      api(409, 'error.cpf.duplicate_found'),
      { kind: 'fields', errors: [{ field: 'cpf', code: 'error.cpf.duplicate_found' }] },
    ],
    [
      '400 with field errors',
      api(400, 'error.request.validation', 'bad', [fieldError('email')]),
      { kind: 'fields', errors: [{ field: 'email', code: 'invalid_format' }] },
    ],
    ['anything else', new Error('boom'), { kind: 'form', code: 'error.signup.unhandled' }],
    [
      '429 rate limit: a wait, not "check your details"',
      api(429, 'error.rate_limit.exceeded', 'Too many requests; try again later.'),
      { kind: 'form', code: 'error.rate_limit.exceeded' },
    ],
  ])('%s', (_, error, expected) => {
    expect(mapSignupError(error)).toEqual(expected);
  });
});

describe('verification code errors', () => {
  it('max attempts sets the flag, an invalid code goes on the field, others are stored, no code is unhandled', () => {
    expect(mapCodeError(api(429, 'sms.max.attempts.reached'))).toEqual({ kind: 'maxAttempts' });
    expect(mapCodeError(api(400, 'sms.code.invalid'))).toEqual({ kind: 'field', code: 'sms.code.invalid' });
    expect(mapCodeError(api(400, 'sms.code.expired'))).toEqual({ kind: 'form', code: 'sms.code.expired' });
    expect(mapCodeError(new Error('?'))).toEqual({ kind: 'form', code: 'unhandled.error.no.code' });
  });
});

describe('sign-in error catalogue (spec identity-and-account §8)', () => {
  it.each([
    ['error.player.not.found', { key: 'error.unauthorized' }],
    ['error.sign.in.attempt.count.exceeded', { key: 'error.maxAttempt' }],
    ['error.account.deactivated', { key: 'error.blacklisted' }],
    ['error.account.closed', { key: 'error.closed' }],
    ['error.exclusion.in.progress.indefinitely', { key: 'error.exclusionIndefinite' }],
    ['error.unknown', { key: 'error.unauthorized' }],
  ])('%s', (code, expected) => {
    expect(mapLoginError(api(403, code, 'No match here'))).toEqual(expected);
  });

  it('timeout and exclusion carry the days from additionalInfo', () => {
    expect(mapLoginError(new PlatformApiError(403, 'error.timeout.in.progress', 'x', [], { days: 3 }), { days: 3 })).toEqual({ key: 'error.timeout', days: 3 });
    expect(mapLoginError(api(403, 'error.exclusion.in.progress', 'excluded'), { days: 2.2 })).toEqual({ key: 'error.exclusion', days: 3 });
  });

  it('recognises errors by message content when the code says nothing', () => {
    expect(mapLoginError(api(403, 'error.forbidden', 'Account in timeout for 5 days'))).toEqual({ key: 'error.timeout', days: 5 });
    expect(mapLoginError(api(403, 'error.forbidden', 'Too many attempts'))).toEqual({ key: 'error.maxAttempt' });
    expect(mapLoginError(api(403, 'error.forbidden', 'Player is blacklisted'))).toEqual({ key: 'error.blacklisted' });
    expect(mapLoginError(new TypeError('Failed to fetch'))).toEqual({ key: 'error.unauthorized' });
  });
});

describe('password reset errors (spec identity-and-account §8)', () => {
  it('puts backend errors on the form, code errors on the field, and max attempts in the popup', () => {
    expect(mapResetError(api(429, 'sms.max.attempts.reached'))).toEqual({ kind: 'maxAttempts' });
    expect(mapResetError(api(400, 'sms.code.invalid'))).toEqual({ kind: 'field', field: 'code', key: 'sms.code.invalid' });
    expect(mapResetError(api(400, 'error.password.reset'))).toEqual({ kind: 'form', key: 'error.password.reset' });
    expect(mapResetError(api(400, 'error.request.validation', 'bad', [fieldError('password')]))).toEqual({
      kind: 'field',
      field: 'password',
      key: 'password.error',
    });
    expect(mapResetError(api(400, 'error.request.validation'))).toEqual({ kind: 'form', key: 'error.request' });
    expect(mapResetError(api(404, 'error.not_found'))).toEqual({ kind: 'form', key: 'error.notFound' });
    expect(mapResetError(api(500, 'error.system.error'))).toEqual({ kind: 'form', key: 'error.system' });
  });
});

describe('forced logout (spec identity-and-account §6)', () => {
  it('a 401 or 403 forces logout unless the call is a sign-in, sign-up or reset form call', () => {
    expect(shouldForceLogout(api(401, 'error.unauthorized'))).toBe(true);
    expect(shouldForceLogout(api(403, 'error.forbidden'))).toBe(true);
    expect(shouldForceLogout(api(404, 'error.not_found'))).toBe(false);
    expect(shouldForceLogout(api(401, 'error.player.not.found'), { authFlow: true })).toBe(false);
  });
});

describe('rate limits (Retry-After)', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('0')).toBe(1);
    expect(parseRetryAfter(new Date(Date.UTC(2026, 0, 1, 0, 5)).toUTCString(), Date.UTC(2026, 0, 1, 0, 0))).toBe(300);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('says seconds under two minutes, minutes rounded up above, a minute when unknown', () => {
    expect(waitValues(45)).toEqual({ unit: 'second', count: 45 });
    expect(waitValues(119)).toEqual({ unit: 'second', count: 119 });
    expect(waitValues(121)).toEqual({ unit: 'minute', count: 3 });
    expect(waitValues(null)).toEqual({ unit: 'minute', count: 1 });
  });

  it('a rate-limited password reset says to wait', () => {
    const error = api(429, 'error.rate_limit.exceeded', 'Too many requests; try again later.');
    error.retryAfterSeconds = 30;
    expect(mapResetError(error)).toEqual({ kind: 'wait', retryAfterSeconds: 30 });
  });

  it('a rate-limited sign-in says to wait, never "wrong password"', () => {
    const error = api(429, 'error.rate_limit.exceeded', 'Too many requests; try again later.');
    error.retryAfterSeconds = 90;
    expect(mapLoginError(error)).toEqual({ key: 'error.rateLimited', retryAfterSeconds: 90 });
  });
});

describe('the last sign-in attempt before the lock', () => {
  it('counts with the platform: the same number of wrong passwords locks', () => {
    expect(SIGN_IN_FAILURES_BEFORE_LOCK).toBe(MAX_FAILED_SIGN_INS);
  });

  it('counts wrong passwords per address, case-blind, and starts again for another address, a lock or a success', () => {
    let failures = countSignInFailure(null, 'Aino@example.com', 'error.player.not.found');
    failures = countSignInFailure(failures, 'aino@example.com ', 'error.player.not.found');
    expect(failures).toEqual({ email: 'aino@example.com', count: 2 });
    expect(countSignInFailure(failures, 'other@example.com', 'error.player.not.found')).toEqual({ email: 'other@example.com', count: 1 });
    expect(countSignInFailure(failures, 'aino@example.com', 'error.network')).toBe(failures);
    expect(countSignInFailure(failures, 'aino@example.com', 'error.sign.in.attempt.count.exceeded')).toBeNull();
    expect(countSignInFailure(failures, 'aino@example.com', null)).toBeNull();
  });

  it('warns on the wrong password that leaves one attempt, and only then', () => {
    const wrong = api(401, 'error.player.not.found', 'not found');
    const after = (count: number) => mapLoginError(wrong, undefined, { email: 'a@example.com', count });
    expect(after(SIGN_IN_FAILURES_BEFORE_LOCK - 2)).toEqual({ key: 'error.unauthorized' });
    expect(after(SIGN_IN_FAILURES_BEFORE_LOCK - 1)).toEqual({ key: 'error.lastAttempt' });
    expect(mapLoginError(api(403, 'error.account.closed'), undefined, { email: 'a@example.com', count: SIGN_IN_FAILURES_BEFORE_LOCK - 1 })).toEqual({
      key: 'error.closed',
    });
  });

  it('trusts the platform’s attemptsRemaining over the browser’s own count', () => {
    const wrong = api(404, 'error.player.not.found', 'x');
    expect(mapLoginError(wrong, { attemptsRemaining: 1 }, null)).toEqual({ key: 'error.lastAttempt' });
    expect(mapLoginError(wrong, { attemptsRemaining: 3 }, { email: 'a@example.com', count: SIGN_IN_FAILURES_BEFORE_LOCK - 1 })).toEqual({
      key: 'error.unauthorized',
    });
    expect(mapLoginError(wrong, { attemptsRemaining: 1 }, { email: 'a@example.com', count: 1 })).toEqual({ key: 'error.lastAttempt' });
  });
});
