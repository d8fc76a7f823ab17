import { PlatformApiError } from '@/lib/api/errors';
import { IdentityApiError } from '@/lib/identity/ui-api-error';
import { mapCodeError } from '@/lib/identity/ui-code-errors';
import { mapLoginError } from '@/lib/identity/ui-login-errors';
import { mapResetError } from '@/lib/identity/ui-reset-errors';
import { mapSignupError } from '@/lib/identity/ui-signup-errors';
import { shouldForceLogout } from '@/lib/identity/ui-forced-logout';

const api = (status: number, code: string, message = code, fieldErrors: PlatformApiError['fieldErrors'] = []) => new PlatformApiError(status, code, message, fieldErrors);
const fieldError = (field: string) => ({ objectName: 'registration', field, rejectedValue: 'x', status: 400, message: 'bad', code: 'invalid_format' });

describe('sign-up error catalogue (spec §5, §8)', () => {
  it.each([
    ['network error', new TypeError('Failed to fetch'), { kind: 'form', code: 'error.country.blocked' }],
    ['response-less Network Error', new Error('Network Error'), { kind: 'form', code: 'error.country.blocked' }],
    ['403 explicit deny', api(403, 'error.forbidden', 'User is not authorized: explicit deny'), { kind: 'form', code: 'error.captcha.validation' }],
    ['403 captcha code', api(403, 'error.captcha.validation'), { kind: 'form', code: 'error.captcha.validation' }],
    ['403 vonage', api(403, 'error.vonage.phone.invalid'), { kind: 'form', code: 'error.vonage.validation' }],
    ['500', api(500, 'error.system.error'), { kind: 'form', code: 'error.system.error' }],
    ['400 without field errors', api(400, 'error.request.validation'), { kind: 'form', code: 'error.signup.unhandled' }],
    ['existing player', api(409, 'error.registration.player_already_exists'), { kind: 'duplicated' }],
    ['duplicate CPF on the cpf field', api(409, 'error.cpf.duplicate_found'), { kind: 'fields', errors: [{ field: 'cpf', code: 'error.cpf.duplicate_found' }] }],
    ['400 with field errors', api(400, 'error.request.validation', 'bad', [fieldError('email')]), { kind: 'fields', errors: [{ field: 'email', code: 'invalid_format' }] }],
    ['anything else', new Error('boom'), { kind: 'form', code: 'error.signup.unhandled' }],
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

describe('sign-in error catalogue (spec §8)', () => {
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
    expect(mapLoginError(new IdentityApiError(403, 'error.timeout.in.progress', 'x', [], { days: 3 }), { days: 3 })).toEqual({ key: 'error.timeout', days: 3 });
    expect(mapLoginError(api(403, 'error.exclusion.in.progress', 'excluded'), { days: 2.2 })).toEqual({ key: 'error.exclusion', days: 3 });
  });

  it('recognises errors by message content when the code says nothing', () => {
    expect(mapLoginError(api(403, 'error.forbidden', 'Account in timeout for 5 days'))).toEqual({ key: 'error.timeout', days: 5 });
    expect(mapLoginError(api(403, 'error.forbidden', 'Too many attempts'))).toEqual({ key: 'error.maxAttempt' });
    expect(mapLoginError(api(403, 'error.forbidden', 'Player is blacklisted'))).toEqual({ key: 'error.blacklisted' });
    expect(mapLoginError(new TypeError('Failed to fetch'))).toEqual({ key: 'error.unauthorized' });
  });
});

describe('password reset errors (spec §8)', () => {
  it('puts backend errors on the form, code errors on the field, and max attempts in the popup', () => {
    expect(mapResetError(api(429, 'sms.max.attempts.reached'))).toEqual({ kind: 'maxAttempts' });
    expect(mapResetError(api(400, 'sms.code.invalid'))).toEqual({ kind: 'field', field: 'code', key: 'sms.code.invalid' });
    expect(mapResetError(api(400, 'error.password.reset'))).toEqual({ kind: 'form', key: 'error.password.reset' });
    expect(mapResetError(api(400, 'error.request.validation', 'bad', [fieldError('password')]))).toEqual({ kind: 'field', field: 'password', key: 'password.error' });
    expect(mapResetError(api(400, 'error.request.validation'))).toEqual({ kind: 'form', key: 'error.request' });
    expect(mapResetError(api(404, 'error.not_found'))).toEqual({ kind: 'form', key: 'error.notFound' });
    expect(mapResetError(api(500, 'error.system.error'))).toEqual({ kind: 'form', key: 'error.system' });
  });
});

describe('forced logout (spec §6)', () => {
  it('a 401 or 403 forces logout unless the call is a sign-in, sign-up or reset form call', () => {
    expect(shouldForceLogout(api(401, 'error.unauthorized'))).toBe(true);
    expect(shouldForceLogout(api(403, 'error.forbidden'))).toBe(true);
    expect(shouldForceLogout(api(404, 'error.not_found'))).toBe(false);
    expect(shouldForceLogout(api(401, 'error.player.not.found'), { authFlow: true })).toBe(false);
  });
});
