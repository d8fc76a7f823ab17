import { anonymiseWinnerName } from '@/lib/wallet/winners';

describe('anonymiseWinnerName', () => {
  it.each([
    ['Anna', 'A***'],
    ['anna', 'A***'],
    ['  björn ', 'B***'],
    ['Émile', 'É***'],
    ['ŁUKASZ', 'Ł***'],
    ['健太', '健***'],
    ['-Jo', 'J***'],
    ['', '***'],
    ['  ', '***'],
    ['123', '***'],
  ])('%p → %p', (firstName, shown) => {
    expect(anonymiseWinnerName(firstName)).toBe(shown);
  });

  it('never shows more than one letter of the name', () => {
    expect(anonymiseWinnerName('Alexandra')).toHaveLength(4);
  });
});
