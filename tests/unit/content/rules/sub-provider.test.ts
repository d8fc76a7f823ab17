/** @jest-environment node */
import { providerIdOfSubProvider } from '@/lib/content/rules/sub-provider';

describe('providerIdOfSubProvider', () => {
  it.each([
    ['subProvider-evolution', 'Evolution', 'evolution'],
    ['subProvider-pragmaticplay', 'Pragmatic Play', 'pragmaticplay'],
    // Everything after the first dash, so provider ids with dashes survive.
    ['subProvider-red-rake', 'Red Rake', 'red-rake'],
    ['a-b-c-d', 'Title', 'b-c-d'],
    // A leading dash leaves the rest as the id.
    ['-evolution', 'Evolution', 'evolution'],
    ['x--y', 'Title', '-y'],
  ])('%s → %s', (_id, title, expected) => {
    expect(providerIdOfSubProvider({ _id, title })).toBe(expected);
  });

  it.each([
    ['abc', 'Abc Games'],
    ['', 'Empty Id'],
    ['subProvider-', 'Trailing Dash'],
    ['-', 'Only Dash'],
  ])('falls back to the title for %p', (_id, title) => {
    expect(providerIdOfSubProvider({ _id, title })).toBe(title);
  });

  it('keeps the case of the id part as stored', () => {
    expect(providerIdOfSubProvider({ _id: 'subProvider-NetEnt', title: 'x' })).toBe('NetEnt');
  });

  it('ignores extra fields on the sub-provider', () => {
    const subProvider = { _id: 'subProvider-ezugi', title: 'Ezugi', providerImgUrl: 'https://example.test/e.png' };
    expect(providerIdOfSubProvider(subProvider)).toBe('ezugi');
  });
});
