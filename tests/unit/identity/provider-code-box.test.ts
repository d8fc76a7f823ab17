/** @jest-environment node */
import { openProviderCode, sealProviderCode } from '@/server/domains/identity/provider-code-box';

describe('provider reset code box', () => {
  it('opens with the reset key it was sealed under, and never shows the code in clear', () => {
    const box = sealProviderCode('042917', 'reset-key-a');
    expect(box).not.toContain('042917');
    expect(box.split('.')).toHaveLength(3);
    expect(openProviderCode(box, 'reset-key-a')).toBe('042917');
  });

  it('stays shut for another key or a tampered box', () => {
    const box = sealProviderCode('042917', 'reset-key-a');
    expect(openProviderCode(box, 'reset-key-b')).toBeNull();
    const [iv, tag, data] = box.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(openProviderCode([iv, tag, flipped.toString('base64url')].join('.'), 'reset-key-a')).toBeNull();
    expect(openProviderCode('junk', 'reset-key-a')).toBeNull();
  });

  it('uses a fresh IV each time', () => {
    expect(sealProviderCode('042917', 'k')).not.toBe(sealProviderCode('042917', 'k'));
  });
});
