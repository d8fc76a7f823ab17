/** @jest-environment node */
import { uniqueById } from '@/lib/content/rules/unique-games';

describe('uniqueById', () => {
  it('keeps the first occurrence of each id, in order', () => {
    const games = [
      { id: 'a', from: 'top' },
      { id: 'b', from: 'top' },
      { id: 'a', from: 'new' },
      { id: 'c', from: 'new' },
      { id: 'b', from: 'live' },
    ];
    expect(uniqueById(games)).toEqual([
      { id: 'a', from: 'top' },
      { id: 'b', from: 'top' },
      { id: 'c', from: 'new' },
    ]);
  });

  it('returns the same objects, not copies', () => {
    const first = { id: 1 };
    expect(uniqueById([first, { id: 1 }])[0]).toBe(first);
  });

  it('works with numeric ids', () => {
    expect(uniqueById([{ id: 3 }, { id: 1 }, { id: 3 }]).map((g) => g.id)).toEqual([3, 1]);
  });

  it('treats a number and its string form as different ids', () => {
    expect(uniqueById<{ id: string | number }>([{ id: 1 }, { id: '1' }])).toHaveLength(2);
  });

  it('is case-sensitive, as ids are', () => {
    expect(uniqueById([{ id: 'Abc' }, { id: 'abc' }])).toHaveLength(2);
  });

  it('returns a new array and leaves the input alone', () => {
    const games = [{ id: 'a' }, { id: 'a' }];
    const unique = uniqueById(games);
    expect(unique).not.toBe(games);
    expect(games).toHaveLength(2);
  });

  it('returns a copy of an already unique list', () => {
    const games = [{ id: 'a' }, { id: 'b' }];
    expect(uniqueById(games)).toEqual(games);
    expect(uniqueById(games)).not.toBe(games);
  });

  it('handles an empty list', () => {
    expect(uniqueById([])).toEqual([]);
  });
});
