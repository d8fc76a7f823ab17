import {
  CURRENCY_CODES,
  MARKET_CODES,
  currencyForCountry,
  currencySymbol,
  formatMoney,
  isCurrencyCode,
  toMinorUnits,
  type CurrencyCode,
} from '@/lib/markets';

describe('formatMoney: each currency (spec §9)', () => {
  it.each([
    ['EUR', '€1,234.56'],
    ['BRL', 'R$1,234.56'],
    ['CAD', '$1,234.56'],
    ['NZD', '$1,234.56'],
    ['INR', '₹1,234.56'],
    ['CLP', '$ 1,234.56'],
    ['NOK', '1,234.56 kr'],
    ['PHP', '1,234.56 ₱'],
    ['PLN', '1,234.56 zł'],
    ['TRY', '1,234.56 ₺'],
    ['PEN', 'S/1,234.56'],
    ['ZAR', 'R1,234.56'],
  ] as const)('%s → %s', (currency, expected) => expect(formatMoney(123456, currency)).toBe(expected));

  it('covers every currency code', () => expect(CURRENCY_CODES).toHaveLength(12));
});

describe('formatMoney: euro placement by market', () => {
  it.each([['DE'], ['JJ'], ['FI'], ['FR']] as const)('%s writes the euro after with a space', (market) => {
    expect(formatMoney(123456, 'EUR', market)).toBe('1,234.56 €');
  });

  it('every other market writes the euro before without a space', () => {
    for (const market of MARKET_CODES.filter((m) => !['DE', 'JJ', 'FI', 'FR'].includes(m))) {
      expect(formatMoney(123456, 'EUR', market)).toBe('€1,234.56');
    }
  });

  it('without a market the euro goes before', () => expect(formatMoney(100, 'EUR')).toBe('€1.00'));

  it('the market only moves the euro', () => {
    expect(formatMoney(123456, 'NOK', 'FI')).toBe('1,234.56 kr');
    expect(formatMoney(123456, 'CAD', 'DE')).toBe('$1,234.56');
  });
});

describe('formatMoney: numbers', () => {
  it.each([
    [0, '€0.00'],
    [1, '€0.01'],
    [10, '€0.10'],
    [99, '€0.99'],
    [100, '€1.00'],
    [99999, '€999.99'],
    [100000, '€1,000.00'],
    [123456789, '€1,234,567.89'],
    [100000000000, '€1,000,000,000.00'],
  ])('%d minor units → %s', (minor, expected) => expect(formatMoney(minor, 'EUR')).toBe(expected));

  it.each([
    [-123456, 'EUR', undefined, '-€1,234.56'],
    [-123456, 'EUR', 'FI', '-1,234.56 €'],
    [-5, 'NOK', undefined, '-0.05 kr'],
    [-123456, 'CLP', undefined, '-$ 1,234.56'],
    [-100, 'PEN', undefined, '-S/1.00'],
  ] as const)('negative %d %s %s → %s', (minor, currency, market, expected) => {
    expect(formatMoney(minor, currency, market)).toBe(expected);
  });

  it('does not write a minus sign for zero', () => {
    expect(formatMoney(-0, 'EUR')).toBe('€0.00');
    expect(formatMoney(0n, 'EUR', 'DE')).toBe('0.00 €');
  });

  it('formats bigint amounts beyond the safe integer range exactly', () => {
    expect(formatMoney(123456789012345678901n, 'EUR')).toBe('€1,234,567,890,123,456,789.01');
    expect(formatMoney(-900719925474099199n, 'INR')).toBe('-₹9,007,199,254,740,991.99');
    expect(formatMoney(123456n, 'TRY')).toBe('1,234.56 ₺');
  });

  it('keeps two fraction digits for CLP too (amounts are hundredths)', () => expect(formatMoney(150000, 'CLP')).toBe('$ 1,500.00'));

  it.each([[12.5], [Number.NaN], [Infinity], [2 ** 53]])('rejects non-integer or unsafe number %p', (value) => {
    expect(() => formatMoney(value, 'EUR')).toThrow(RangeError);
  });
});

describe('currencySymbol / isCurrencyCode', () => {
  it.each([
    ['EUR', '€'], ['BRL', 'R$'], ['CAD', '$'], ['NZD', '$'], ['INR', '₹'], ['CLP', '$'], ['NOK', 'kr'],
    ['PHP', '₱'], ['PLN', 'zł'], ['TRY', '₺'], ['PEN', 'S/'], ['ZAR', 'R'],
  ] as const)('%s → %s', (currency, symbol) => expect(currencySymbol(currency)).toBe(symbol));

  it('recognises only the listed codes', () => {
    expect(CURRENCY_CODES.every((c) => isCurrencyCode(c))).toBe(true);
    expect(isCurrencyCode('USD')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });
});

describe('currencyForCountry', () => {
  it.each([
    ['CA', 'CAD'], ['FI', 'EUR'], ['de', 'EUR'], ['CL', 'CLP'], ['IN', 'INR'], ['NZ', 'NZD'], ['NO', 'NOK'], ['PH', 'PHP'],
  ] as const)('%s → %s', (country, currency) => expect(currencyForCountry(country)).toBe(currency));

  it.each([['SE'], ['US'], ['ZZ'], [''], [null], [undefined]])('defaults %j to EUR', (country) => {
    expect(currencyForCountry(country)).toBe<CurrencyCode>('EUR');
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['12.5', 1250n],
    ['12.50', 1250n],
    ['12', 1200n],
    ['0', 0n],
    ['0.01', 1n],
    ['0.1', 10n],
    ['0.29', 29n],
    ['1.15', 115n],
    ['4.35', 435n],
    ['-3.1', -310n],
    ['007.05', 705n],
    [' 10.00 ', 1000n],
    ['92233720368547758.07', 9223372036854775807n],
  ])('%j → %s', (input, expected) => expect(toMinorUnits(input)).toBe(expected));

  it.each([['1.234'], ['1.'], ['.5'], [''], ['abc'], ['1,000.00'], ['+1'], ['1e3'], ['--1'], ['1.2.3'], ['NaN'], ['12 .5']])(
    'rejects %j',
    (input) => expect(() => toMinorUnits(input)).toThrow(RangeError),
  );

  it('round-trips through formatMoney', () => expect(formatMoney(toMinorUnits('1234.5'), 'EUR', 'FI')).toBe('1,234.50 €'));
});
