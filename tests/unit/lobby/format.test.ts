import { betLimitForMarket, formatBetLimit, formatRtp, marketCurrency, seatsLeft } from '@/lib/lobby/format';
import type { BetLimit } from '@/lib/content/types/games';

describe('formatRtp', () => {
  it.each([
    [9612, '96.12 %'],
    [9600, '96.00 %'],
    [9705, '97.05 %'],
    [10000, '100.00 %'],
    [0, '0.00 %'],
    [-5, '0.00 %'],
  ])('%i basis points → %s', (bp, text) => {
    expect(formatRtp(bp)).toBe(text);
  });
});

const limits: BetLimit[] = [
  { min: 10, max: 50000, currency: 'EUR' },
  { min: 20, max: 100000, currency: 'CAD' },
  { min: 200, max: 1000000, currency: 'NOK' },
];

describe('bet limits in the market currency', () => {
  it('knows the market currencies', () => {
    expect(marketCurrency('FI')).toBe('EUR');
    expect(marketCurrency('UN')).toBe('EUR');
    expect(marketCurrency('CA')).toBe('CAD');
    expect(marketCurrency('NO')).toBe('NOK');
  });

  it('picks the market currency, else EUR, else the first; null for none', () => {
    expect(betLimitForMarket(limits, 'CA')?.currency).toBe('CAD');
    expect(betLimitForMarket(limits, 'NO')?.currency).toBe('NOK');
    expect(betLimitForMarket(limits, 'BR')?.currency).toBe('EUR');
    expect(betLimitForMarket([{ min: 1, max: 2, currency: 'NZD' }], 'FI')?.currency).toBe('NZD');
    expect(betLimitForMarket([], 'FI')).toBeNull();
  });

  it('formats in the page locale with the market’s symbol rules', () => {
    expect(formatBetLimit(limits[0], 'en-UN')).toBe('€0.10 – €500.00');
    expect(formatBetLimit(limits[0], 'fi-FI')).toBe('0,10\u00a0€ – 500,00\u00a0€');
    expect(formatBetLimit(limits[2], 'no-NO')).toBe('2,00\u00a0kr – 10\u00a0000,00\u00a0kr');
  });
});

describe('seatsLeft', () => {
  it('is known only with both seats and live occupancy', () => {
    expect(seatsLeft(7, 3)).toBe(4);
    expect(seatsLeft(7, 9)).toBe(0);
    expect(seatsLeft(7, null)).toBeNull();
    expect(seatsLeft(null, 2)).toBeNull();
  });
});
