import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_ISD,
  DEFAULT_SIGNUP_COUNTRY,
  MARKET_CODES,
  countriesByLocalName,
  countriesForSignup,
  countryCodeForMarket,
  getCountry,
  isCountryAllowed,
} from '@/lib/markets';

const SUPPORTED = ['CAD', 'EUR', 'CLP', 'INR', 'NZD', 'NOK', 'PHP'];
const EUROZONE = ['AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
const REFUSED = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'KP', 'IR', 'MM', 'CU', 'SY', 'AU', 'BE', 'DK', 'ES', 'IT'];

describe('COUNTRIES', () => {
  it('covers the ISO 3166-1 list with unique two-letter codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has names, digit-only dialling prefixes and plausible coordinates', () => {
    for (const c of COUNTRIES) {
      expect(c.name.trim()).not.toBe('');
      expect(c.isd).toMatch(/^[1-9]\d{0,3}$/);
      expect(Math.abs(c.location.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.location.lon)).toBeLessThanOrEqual(180);
    }
  });

  it.each([
    ['FI', 'Finland', '358'],
    ['CA', 'Canada', '1'],
    ['NZ', 'New Zealand', '64'],
    ['NO', 'Norway', '47'],
    ['GB', 'United Kingdom', '44'],
    ['SE', 'Sweden', '46'],
    ['DE', 'Germany', '49'],
    ['IN', 'India', '91'],
    ['BR', 'Brazil', '55'],
    ['PH', 'Philippines', '63'],
    ['JP', 'Japan', '81'],
    ['CL', 'Chile', '56'],
  ])('%s is %s with +%s', (code, name, isd) => expect(getCountry(code)).toMatchObject({ code, name, isd }));

  it('places Finland and New Zealand in the right hemispheres', () => {
    expect(getCountry('FI')!.location.lat).toBeGreaterThan(59);
    expect(getCountry('NZ')!.location.lat).toBeLessThan(-30);
    expect(getCountry('CA')!.location.lon).toBeLessThan(-50);
  });

  it('the default country is Finland with the default dialling prefix', () => {
    expect(getCountry(DEFAULT_COUNTRY)?.isd).toBe(DEFAULT_ISD);
    expect(getCountry(DEFAULT_SIGNUP_COUNTRY)?.name).toBe('Finland');
  });

  it('has a record for the country of every market', () => {
    for (const market of MARKET_CODES) expect(getCountry(countryCodeForMarket(market))).toBeDefined();
  });
});

describe('active countries', () => {
  it('are exactly Canada, Finland, New Zealand and Norway', () => {
    expect(
      COUNTRIES.filter((c) => c.active)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['CA', 'FI', 'NO', 'NZ']);
  });

  it.each([['CA'], ['FI'], ['NZ'], ['NO']])('%s is active', (code) => expect(getCountry(code)?.active).toBe(true));
  it.each([['SE'], ['DE'], ['GB'], ['US']])('%s is not active', (code) => expect(getCountry(code)?.active).toBe(false));
});

describe('country currencies', () => {
  it('only uses the supported currencies', () => {
    const used = new Set(COUNTRIES.flatMap((c) => (c.currency ? [c.currency] : [])));
    expect([...used].sort()).toEqual([...SUPPORTED].sort());
  });

  it.each([
    ['CA', 'CAD'],
    ['CL', 'CLP'],
    ['IN', 'INR'],
    ['NZ', 'NZD'],
    ['NO', 'NOK'],
    ['PH', 'PHP'],
    ['SJ', 'NOK'],
    ['CK', 'NZD'],
    ['ME', 'EUR'],
    ['AX', 'EUR'],
  ])('%s uses %s', (code, currency) => expect(getCountry(code)?.currency).toBe(currency));

  it.each(EUROZONE)('euro-area member %s uses EUR', (code) => expect(getCountry(code)?.currency).toBe('EUR'));

  it.each([['SE'], ['GB'], ['US'], ['BR'], ['PL'], ['TR'], ['CH'], ['JP'], ['DK'], ['ZA'], ['PE']])('%s has no currency', (code) => {
    expect(getCountry(code)).toBeDefined();
    expect(getCountry(code)?.currency).toBeUndefined();
  });
});

describe('allowed countries', () => {
  it('refuses exactly the documented list', () => {
    expect(
      COUNTRIES.filter((c) => !c.allowed)
        .map((c) => c.code)
        .sort(),
    ).toEqual([...REFUSED].sort());
  });

  it('never refuses the country of a market we run', () => {
    for (const market of MARKET_CODES) expect(isCountryAllowed(countryCodeForMarket(market))).toBe(true);
  });

  it.each(REFUSED)('%s is refused', (code) => expect(isCountryAllowed(code)).toBe(false));

  it.each([
    ['FI', true],
    ['fi', true],
    [' us ', false],
    ['us', false],
    ['SE', true],
  ])('isCountryAllowed(%j) is %s', (code, expected) => {
    expect(isCountryAllowed(code)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['ZZ'], ['T1']])('allows a missing or unknown country %j', (code) => {
    expect(isCountryAllowed(code)).toBe(true);
  });
});

describe('getCountry', () => {
  it('is case-insensitive and trims', () => expect(getCountry(' fi ')?.code).toBe('FI'));
  it('returns undefined for unknown codes', () => expect(getCountry('ZZ')).toBeUndefined());
});

describe('countriesForSignup', () => {
  const codes = (list: ReadonlyArray<{ code: string }>) => list.map((c) => c.code);

  it('hides BG, CH and PL in the Global market in English (spec identity-and-account §5)', () => {
    const list = codes(countriesForSignup('UN', 'en'));
    expect(list).not.toContain('BG');
    expect(list).not.toContain('CH');
    expect(list).not.toContain('PL');
    expect(list).toContain('FI');
    expect(list).toHaveLength(COUNTRIES.filter((c) => c.allowed).length - 3);
  });

  it.each([
    ['FI', 'en'],
    ['CH', 'en'],
    ['PL', 'pl'],
    ['FI', 'fi'],
  ] as const)('keeps BG, CH and PL in %s/%s', (market, language) => {
    expect(codes(countriesForSignup(market, language))).toEqual(expect.arrayContaining(['BG', 'CH', 'PL']));
  });

  it('never offers a refused country', () => {
    for (const market of ['UN', 'FI', 'CA'] as const) {
      const list = codes(countriesForSignup(market, 'en'));
      for (const code of REFUSED) expect(list).not.toContain(code);
    }
  });

  it('otherwise offers every allowed country', () => {
    expect(countriesForSignup('CA', 'caf')).toEqual(COUNTRIES.filter((c) => c.allowed));
  });
});

describe('countriesByLocalName', () => {
  const pick = ['AX', 'AT', 'DE', 'FI', 'SE', 'ZW', 'CH', 'GB', 'NO'].map((code) => getCountry(code)!);
  const order = (tag: string) => countriesByLocalName(pick, tag).map((c) => `${c.code} ${c.name}`);

  it('names and sorts the countries in Finnish', () => {
    expect(order('fi')).toEqual([
      'AX Ahvenanmaa',
      'GB Iso-Britannia',
      'AT Itävalta',
      'NO Norja',
      'SE Ruotsi',
      'DE Saksa',
      'FI Suomi',
      'CH Sveitsi',
      'ZW Zimbabwe',
    ]);
  });

  it('names and sorts the countries in German, Ö beside O and Å beside A', () => {
    expect(order('de-DE')).toEqual([
      'AX Ålandinseln',
      'DE Deutschland',
      'FI Finnland',
      'NO Norwegen',
      'AT Österreich',
      'SE Schweden',
      'CH Schweiz',
      'ZW Simbabwe',
      'GB Vereinigtes Königreich',
    ]);
  });

  it('keeps the list English name where the language has none, and every dialling prefix', () => {
    const [xk] = countriesByLocalName([{ code: 'XX', name: 'Nowhere', isd: '999' }], 'fi');
    expect(xk).toEqual({ code: 'XX', name: 'Nowhere', isd: '999' });
  });
});
