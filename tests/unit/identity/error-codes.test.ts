import { IDENTITY_ERROR_MESSAGE, IDENTITY_ERROR_STATUS, signInMessageKey, signUpErrorKey } from '@/lib/identity/error-codes';

describe('identity error codes', () => {
  it('has a message for every code and the spec statuses for the client mappings', () => {
    expect(Object.keys(IDENTITY_ERROR_MESSAGE).sort()).toEqual(Object.keys(IDENTITY_ERROR_STATUS).sort());
    expect(IDENTITY_ERROR_STATUS['error.vonage.phone.invalid']).toBe(403);
    expect(IDENTITY_ERROR_STATUS['error.captcha.validation']).toBe(403);
    expect(IDENTITY_ERROR_MESSAGE['error.captcha.validation']).toMatch(/explicit deny/i);
  });

  it.each([
    ['error.timeout.in.progress', 'login.error.blacklisted'],
    ['error.exclusion.in.progress', 'login.error.blacklisted'],
    ['error.exclusion.in.progress.indefinitely', 'login.error.blacklisted'],
    ['error.account.deactivated', 'login.error.blacklisted'],
    ['error.sign.in.attempt.count.exceeded', 'login.error.maxAttempt'],
    ['error.account.closed', 'login.error.closed'],
    ['error.player.not.found', 'login.error.unauthorized'],
    ['error.something.else', 'login.error.unauthorized'],
    [undefined, 'login.error.unauthorized'],
  ])('maps the sign-in code %s to %s', (code, key) => {
    expect(signInMessageKey(code)).toBe(key);
  });

  it.each([
    [{}, 'error.country.blocked'],
    [{ status: 403, code: 'error.vonage.phone.invalid' }, 'error.vonage.validation'],
    [{ status: 403, code: 'error.captcha.validation' }, 'error.captcha.validation'],
    [{ status: 403, code: 'x', message: 'User is not authorized … with an explicit deny' }, 'error.captcha.validation'],
    [{ status: 409, code: 'error.registration.player_already_exists' }, 'error.registration.player_already_exists'],
    [{ status: 409, code: 'error.cpf.duplicate_found', hasFieldErrors: true }, 'error.cpf.duplicate_found'],
    [{ status: 403, code: 'error.country.blocked' }, 'error.country.blocked'],
    [{ status: 500, code: 'error.system.error' }, 'error.system.error'],
    [{ status: 503, code: 'error.system.unavailable' }, 'error.system.error'],
    [{ status: 400, code: 'error.request.validation' }, 'error.signup.unhandled'],
    [{ status: 400, code: 'error.request.validation', hasFieldErrors: true }, 'error.request.validation'],
  ])('maps the sign-up failure %j to %s', (input, key) => {
    expect(signUpErrorKey(input)).toBe(key);
  });
});
