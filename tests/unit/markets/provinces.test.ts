import { CANADIAN_PROVINCES, ONTARIO_REGION, QUEBEC_REGION, getProvince, isOntario, isProvinceCode } from '@/lib/markets';

describe('CANADIAN_PROVINCES', () => {
  it('lists the 10 provinces and 3 territories', () => {
    expect(CANADIAN_PROVINCES.map((p) => p.code)).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    for (const province of CANADIAN_PROVINCES) expect(province.label.length).toBeGreaterThan(0);
  });

  it('labels Ontario and Quebec', () => {
    expect(getProvince('ON')?.label).toBe('Ontario');
    expect(getProvince('qc')?.label).toBe('Quebec');
    expect(getProvince('XX')).toBeUndefined();
  });

  it('validates codes', () => {
    expect(isProvinceCode('YT')).toBe(true);
    expect(isProvinceCode('yt')).toBe(false);
    expect(isProvinceCode('CA')).toBe(false);
  });
});

describe('Ontario', () => {
  it('is ON', () => {
    expect(ONTARIO_REGION).toBe('ON');
    expect(QUEBEC_REGION).toBe('QC');
  });

  it.each([
    ['ON', true],
    ['on', true],
    [' ON ', true],
    ['QC', false],
    ['BC', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isOntario(%j) is %s', (code, expected) => expect(isOntario(code)).toBe(expected));
});
