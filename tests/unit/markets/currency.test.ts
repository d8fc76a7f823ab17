import {
  CURRENCY_CODES,
  ALL_LOCALES,
  currencyForCountry,
  currencySymbol,
  formatMinorNumber,
  formatMoney,
  isCurrencyCode,
  toMinorUnits,
  type CurrencyCode,
} from '@/lib/markets';

describe('formatMoney: each currency (spec games-wallet-bonuses §9)', () => {
  it.each([
    ['EUR', '€1,234.56'],
    ['BRL', 'R$1,234.56'],
    ['CAD', '$1,234.56'],
    ['NZD', '$1,234.56'],
    ['INR', '₹1,234.56'],
    ['CLP', '$\u00a01,234.56'],
    ['NOK', '1,234.56\u00a0kr'],
    ['PHP', '1,234.56\u00a0₱'],
    ['PLN', '1,234.56\u00a0zł'],
    ['TRY', '1,234.56\u00a0₺'],
    ['PEN', 'S/1,234.56'],
    ['ZAR', 'R1,234.56'],
  ] as const)('%s → %s', (currency, expected) => expect(formatMoney(123456, currency)).toBe(expected));

  it('covers every currency code', () => expect(CURRENCY_CODES).toHaveLength(12));
});

describe('formatMoney: euro placement by market', () => {
  const afterMarkets = ['DE', 'JJ', 'FI', 'FR'];

  it('DE, JJ, FI and FR write the euro after with a non-breaking space, in every language of the market', () => {
    for (const locale of ALL_LOCALES.filter((l) => afterMarkets.includes(l.split('-')[1]))) {
      expect(formatMoney(123456, 'EUR', locale)).toMatch(/^1[.\u00a0\u202f ]?234,56\u00a0€$/);
    }
  });

  it('every other market writes the euro before without a space', () => {
    for (const locale of ALL_LOCALES.filter((l) => !afterMarkets.includes(l.split('-')[1]))) {
      expect(formatMoney(123456, 'EUR', locale)).toMatch(/^€1\D?234\D56$/);
    }
  });

  it('without a locale the euro goes before, in English digits', () => expect(formatMoney(100, 'EUR')).toBe('€1.00'));

  it('the market only moves the euro', () => {
    expect(formatMoney(123456, 'NOK', 'fi-FI')).toBe('1\u00a0234,56\u00a0kr');
    expect(formatMoney(123456, 'CAD', 'de-DE')).toBe('$1.234,56');
  });
});

describe('formatMoney: digits in the page locale', () => {
  it.each([
    ['de-DE', 5023000, 'EUR', '50.230,00\u00a0€'],
    ['de-JJ', 5023000, 'EUR', '50.230,00\u00a0€'],
    ['fi-FI', 5023000, 'EUR', '50\u00a0230,00\u00a0€'],
    ['fr-FR', 5023000, 'EUR', '50\u202f230,00\u00a0€'],
    ['de-AT', 5023000, 'EUR', '€50\u00a0230,00'],
    ['en-UN', 5023000, 'EUR', '€50,230.00'],
    ['en-MT', 5023000, 'EUR', '€50,230.00'],
    ['no-NO', 5023000, 'NOK', '50\u00a0230,00\u00a0kr'],
    ['br-BR', 5023000, 'BRL', 'R$50.230,00'],
    ['cl-CL', 5023000, 'CLP', '$\u00a050.230,00'],
    ['pl-PL', 5023000, 'PLN', '50\u00a0230,00\u00a0zł'],
    ['tr-TR', 5023000, 'TRY', '50.230,00\u00a0₺'],
    ['caf-CA', 5023000, 'CAD', '$50\u00a0230,00'],
    ['ca-CA', 5023000, 'CAD', '$50,230.00'],
    ['inen-IN', 1234567800, 'INR', '₹1,23,45,678.00'],
    ['nz-NZ', 5023000, 'NZD', '$50,230.00'],
  ] as const)('%s: %d %s → %j', (locale, minor, currency, expected) => expect(formatMoney(minor, currency, locale)).toBe(expected));

  it('formatMinorNumber writes the same digits without a symbol', () => {
    expect(formatMinorNumber(5023000, 'de-DE')).toBe('50.230,00');
    expect(formatMinorNumber(-5, 'fi-FI')).toBe('-0,05');
    expect(formatMinorNumber(100)).toBe('1.00');
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
    [-123456, 'EUR', 'fi-FI', '-1\u00a0234,56\u00a0€'],
    [-5, 'NOK', undefined, '-0.05\u00a0kr'],
    [-123456, 'CLP', undefined, '-$\u00a01,234.56'],
    [-100, 'PEN', undefined, '-S/1.00'],
  ] as const)('negative %d %s %s → %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('does not write a minus sign for zero', () => {
    expect(formatMoney(-0, 'EUR')).toBe('€0.00');
    expect(formatMoney(0n, 'EUR', 'de-DE')).toBe('0,00\u00a0€');
  });

  it('formats bigint amounts beyond the safe integer range exactly', () => {
    expect(formatMoney(123456789012345678901n, 'EUR')).toBe('€1,234,567,890,123,456,789.01');
    expect(formatMoney(-900719925474099199n, 'INR')).toBe('-₹9,007,199,254,740,991.99');
    expect(formatMoney(123456n, 'TRY')).toBe('1,234.56\u00a0₺');
  });

  it('keeps two fraction digits for CLP too (amounts are hundredths)', () => expect(formatMoney(150000, 'CLP')).toBe('$\u00a01,500.00'));

  it.each([[12.5], [Number.NaN], [Infinity], [2 ** 53]])('rejects non-integer or unsafe number %p', (value) => {
    expect(() => formatMoney(value, 'EUR')).toThrow(RangeError);
  });
});

describe('currencySymbol / isCurrencyCode', () => {
  it.each([
    ['EUR', '€'],
    ['BRL', 'R$'],
    ['CAD', '$'],
    ['NZD', '$'],
    ['INR', '₹'],
    ['CLP', '$'],
    ['NOK', 'kr'],
    ['PHP', '₱'],
    ['PLN', 'zł'],
    ['TRY', '₺'],
    ['PEN', 'S/'],
    ['ZAR', 'R'],
  ] as const)('%s → %s', (currency, symbol) => expect(currencySymbol(currency)).toBe(symbol));

  it('recognises only the listed codes', () => {
    expect(CURRENCY_CODES.every((c) => isCurrencyCode(c))).toBe(true);
    expect(isCurrencyCode('USD')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });
});

describe('currencyForCountry', () => {
  it.each([
    ['CA', 'CAD'],
    ['FI', 'EUR'],
    ['de', 'EUR'],
    ['CL', 'CLP'],
    ['IN', 'INR'],
    ['NZ', 'NZD'],
    ['NO', 'NOK'],
    ['PH', 'PHP'],
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

  it.each([['1.234'], ['1.'], ['.5'], [''], ['abc'], ['1,000.00'], ['+1'], ['1e3'], ['--1'], ['1.2.3'], ['NaN'], ['12 .5']])('rejects %j', (input) =>
    expect(() => toMinorUnits(input)).toThrow(RangeError),
  );

  it('round-trips through formatMoney', () => expect(formatMoney(toMinorUnits('1234.5'), 'EUR', 'en-FI')).toBe('1\u00a0234,50\u00a0€'));
});
