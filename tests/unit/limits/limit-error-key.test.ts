import en from '@/messages/en.json';
import { limitErrorKey } from '@/lib/limits/ui-api';

const rg = en.player.responsibleGambling as unknown as Record<string, unknown>;
const messageAt = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], rg);

describe('limitErrorKey', () => {
  it.each([
    ['error.deposit.limit.interval', 'D', 'limit.error.D.interval'],
    ['error.deposit.limit.too_high', 'W', 'limit.error.W.high'],
    ['error.deposit.limit.too_low', 'M', 'limit.error.M.low'],
    ['error.deposit.limit.locked', 'W', 'limit.locked'],
  ] as const)('maps %s for %s to %s, a message that exists', (code, period, key) => {
    expect(limitErrorKey(code, period)).toBe(key);
    expect(typeof messageAt(key)).toBe('string');
  });

  it('leaves other codes to the generic message', () => {
    expect(limitErrorKey('error.system.error', 'D')).toBeNull();
    expect(limitErrorKey('error.request.validation', 'M')).toBeNull();
  });
});
