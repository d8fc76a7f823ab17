import { restrictedHintAction } from '@/lib/gate/restricted-hint';

describe('restrictedHintAction', () => {
  it.each([
    [true, undefined, 'set'],
    [true, '0', 'set'],
    [true, '1', null],
    [false, '1', 'delete'],
    [false, 'x', 'delete'],
    [false, undefined, null],
  ] as const)('restricted %s, hint %j → %s', (restricted, hint, expected) => expect(restrictedHintAction(restricted, hint)).toBe(expected));
});
