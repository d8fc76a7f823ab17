/** @jest-environment node */
import { seamlessRequestHash } from '@/server/domains/games/seamless-request-hash';
import { providerNumber } from '@/server/domains/games/provider-numbers';

describe('seamlessRequestHash', () => {
  it('ignores key order and treats an absent field like undefined', () => {
    expect(seamlessRequestHash('bet', { roundId: 'r', gameId: 'g', amount: 1 })).toBe(seamlessRequestHash('bet', { amount: 1, gameId: 'g', roundId: 'r' }));
    expect(seamlessRequestHash('win', { amount: 1, betTransactionId: undefined })).toBe(seamlessRequestHash('win', { betTransactionId: undefined, amount: 1 }));
  });

  it('changes with the action and with every field value', () => {
    const base = seamlessRequestHash('bet', { roundId: 'r', gameId: 'g', amount: 1 });
    expect(seamlessRequestHash('win', { roundId: 'r', gameId: 'g', amount: 1 })).not.toBe(base);
    expect(seamlessRequestHash('bet', { roundId: 'r', gameId: 'g', amount: 2 })).not.toBe(base);
    expect(seamlessRequestHash('bet', { roundId: 'r2', gameId: 'g', amount: 1 })).not.toBe(base);
    expect(seamlessRequestHash('bet', { roundId: 'r', gameId: 'g2', amount: 1 })).not.toBe(base);
    expect(seamlessRequestHash('bet', { roundId: 'r', gameId: 'g', amount: '1' })).not.toBe(base);
  });
});

describe('providerNumber', () => {
  it('gives each known provider its own fixed number and unknown ones 0', () => {
    expect(providerNumber('evolution')).toBe(1);
    expect(providerNumber('pragmaticplay')).toBe(5);
    expect(providerNumber('unknownstudio')).toBe(0);
    expect(providerNumber('constructor')).toBe(0);
    const numbers = ['evolution', 'relax', 'quickspin', 'playngo', 'pragmaticplay', 'yggdrasil', 'pariplay', 'softswiss', 'novomatic', 'creedroomz'].map(
      providerNumber,
    );
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
