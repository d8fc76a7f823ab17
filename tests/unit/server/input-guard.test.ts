/** @jest-environment node */
import fc from 'fast-check';
import { findUnsafeInput, isSafeText, MAX_INPUT_DEPTH, unsafeInputErrors } from '@/server/http/input-guard';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('the edge rule', () => {
  it('accepts ordinary JSON, including control characters other than NUL and paired surrogates', () => {
    expect(findUnsafeInput({ name: 'Åsa 😀', lines: ['a\tb', 'c\nd'], n: 1, ok: true, none: null })).toBeNull();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it('refuses nesting deeper than the limit, without recursion even at 100,000 levels', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ reason: 'too_deep' });
    expect(findUnsafeInput(nested(100_000))).toMatchObject({ reason: 'too_deep' });
  });

  it('refuses NUL and lone surrogates in values and in keys, naming the path', () => {
    expect(findUnsafeInput({ a: [{ b: 'x\u0000' }] })).toEqual({ path: ['a', 0, 'b'], reason: 'invalid_characters' });
    expect(findUnsafeInput({ a: '\uD800' })).toEqual({ path: ['a'], reason: 'invalid_characters' });
    expect(findUnsafeInput({ ['k\uDC00']: 1 })).toEqual({ path: ['k\uDC00'], reason: 'invalid_characters' });
  });

  it('reports a printable field error: offending characters as U+FFFD, a deep value as null', () => {
    expect(unsafeInputErrors({ to: 'a\u0000b' }, 'outbox')).toEqual([
      { objectName: 'outbox', field: 'to', rejectedValue: 'a\uFFFDb', status: 400, message: expect.any(String), code: 'invalid_characters' },
    ]);
    expect(unsafeInputErrors({ gameId: nested(50) }, 'x')[0]).toMatchObject({ code: 'too_deep', rejectedValue: null });
    expect(unsafeInputErrors({ fine: 'yes' }, 'x')).toEqual([]);
  });

  it('agrees with a direct definition on any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const expected = !text.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
        expect(isSafeText(text)).toBe(expected);
      }),
      { seed: 17, numRuns: 500 },
    );
  });
});
