import { codesIn, outboxEnabled } from '@/lib/identity/outbox-codes';

describe('codesIn', () => {
  it('finds six-digit codes standing alone', () => {
    expect(codesIn('Your Lucky Harbour code is 042917. It expires in 10 minutes.')).toEqual(['042917']);
    expect(codesIn('Codes 123456 and 654321')).toEqual(['123456', '654321']);
  });
  it('ignores longer and shorter digit runs (phone numbers, years)', () => {
    expect(codesIn('Sent to 358401112233 in 2026, ref 12345')).toEqual([]);
  });
});

describe('outboxEnabled', () => {
  it('exists in development and test, and in production only with SANDBOX_OUTBOX', () => {
    expect(outboxEnabled('development', false)).toBe(true);
    expect(outboxEnabled('test', false)).toBe(true);
    expect(outboxEnabled('production', false)).toBe(false);
    expect(outboxEnabled('production', true)).toBe(true);
  });
});
