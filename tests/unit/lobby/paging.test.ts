import { MAX_PAGE, MOBILE_STRIP_SIZE, nextPage, pageChunks, pageSize, parsePage } from '@/lib/lobby/paging';

describe('pageSize (spec games-wallet-bonuses §2)', () => {
  it('casino: 15 on mobile, 30 on desktop and tablet', () => {
    expect(pageSize('casino', 'mobile')).toBe(15);
    expect(pageSize('casino', 'desktop')).toBe(30);
    expect(pageSize('casino', 'tablet')).toBe(30);
  });

  it('live casino: 30 on mobile, 60 on desktop and tablet', () => {
    expect(pageSize('liveCasino', 'mobile')).toBe(30);
    expect(pageSize('liveCasino', 'desktop')).toBe(60);
    expect(pageSize('liveCasino', 'tablet')).toBe(60);
  });
});

describe('MOBILE_STRIP_SIZE', () => {
  it('is less than a mobile page of either lobby, so "Show all" always has more to show', () => {
    expect(MOBILE_STRIP_SIZE).toBe(10);
    expect(MOBILE_STRIP_SIZE).toBeLessThan(pageSize('casino', 'mobile'));
    expect(MOBILE_STRIP_SIZE).toBeLessThan(pageSize('liveCasino', 'mobile'));
  });
});

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    ['07', 7],
    [String(MAX_PAGE), MAX_PAGE],
    ['11', MAX_PAGE],
    ['9999', MAX_PAGE],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999', 1],
    [['3', '5'], 3],
  ] as const)('%p → %p', (value, expected) => {
    expect(parsePage(value as string | string[] | null | undefined)).toBe(expected);
  });
});

describe('pageChunks', () => {
  it('splits pages 1…N into page-sized reads', () => {
    expect(pageChunks(1, 30)).toEqual([{ offset: 0, limit: 30 }]);
    expect(pageChunks(3, 15)).toEqual([
      { offset: 0, limit: 15 },
      { offset: 15, limit: 15 },
      { offset: 30, limit: 15 },
    ]);
  });

  it('never asks for more than one page size at a time (the content layer caps at 100)', () => {
    for (const chunk of pageChunks(MAX_PAGE, 60)) expect(chunk.limit).toBe(60);
  });
});

describe('nextPage', () => {
  it('offers the next page only while more games follow, up to the cap', () => {
    expect(nextPage(1, true)).toBe(2);
    expect(nextPage(1, false)).toBeNull();
    expect(nextPage(MAX_PAGE - 1, true)).toBe(MAX_PAGE);
    expect(nextPage(MAX_PAGE, true)).toBeNull();
  });
});
