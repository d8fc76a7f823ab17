/** @jest-environment node */
import { z } from 'zod';
import { isPlausibleMobileNumber, toE164Digits } from '@/server/adapters/sms/phone-number';
import { MASKED_VALUE, toFieldErrors } from '@/server/http/field-errors';

describe('sandbox phone plausibility', () => {
  it.each([
    ['358', '401112233', true],
    ['358', '0401112233', true],
    ['1', '4165550123', true],
    ['999', '401112233', false],
    ['358', '123456', false],
    ['358', '7777777', false],
    ['358', '4011122334455', false],
  ])('+%s %s plausible: %s', (prefix, number, plausible) => {
    expect(isPlausibleMobileNumber(prefix, number)).toBe(plausible);
  });

  it('drops the national trunk 0', () => {
    expect(toE164Digits('358', '0401112233')).toBe('358401112233');
  });
});

describe('field errors never echo secrets', () => {
  it('masks password-like fields, keeps the others', () => {
    const schema = z.object({ password: z.string().min(8), newPassword: z.string().min(8), email: z.email() });
    const input = { password: 'short', newPassword: 'tiny', email: 'bad' };
    const errors = toFieldErrors(schema.safeParse(input, { reportInput: true }).error!, 'form', input);
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.rejectedValue]));
    expect(byField).toEqual({ password: MASKED_VALUE, newPassword: MASKED_VALUE, email: 'bad' });
  });

  it('reports an absent password as null, not as masked', () => {
    const schema = z.object({ password: z.string() });
    const errors = toFieldErrors(schema.safeParse({}, { reportInput: true }).error!, 'form', {});
    expect(errors[0].rejectedValue).toBeNull();
  });
});
