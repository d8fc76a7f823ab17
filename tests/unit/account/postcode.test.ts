import { checkPostcode, postcodeExample, postcodeOptional } from '@/lib/account/postcode';

// The account page's postcode rules per country (lib/account/postcode.ts; docs/decisions.md "Account page").

describe('checkPostcode', () => {
  it.each([
    ['FI', '00100', '00100'],
    ['FI', ' 33100 ', '33100'],
    ['NO', '0150', '0150'],
    ['SE', '11122', '111 22'],
    ['SE', '111 22', '111 22'],
    ['DE', '10115', '10115'],
    ['AT', '1010', '1010'],
    ['NL', '1012ab', '1012 AB'],
    ['NL', '1012 AB', '1012 AB'],
    ['PT', '1000-001', '1000-001'],
    ['PT', '1000001', '1000-001'],
    ['PL', '00-950', '00-950'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['GG', 'GY1 1AA', 'GY1 1AA'],
    ['IE', 'd02x285', 'D02 X285'],
    ['MT', 'vlt1117', 'VLT 1117'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'M5V 3L9', 'M5V 3L9'],
    ['US', '10001', '10001'],
    ['US', '100011234', '10001-1234'],
    ['NZ', '6011', '6011'],
    ['BR', '01310100', '01310-100'],
    ['BR', '01310-100', '01310-100'],
    ['CL', '8320000', '8320000'],
    ['PE', '15001', '15001'],
    ['IN', '110001', '110001'],
    ['JP', '1000001', '100-0001'],
    ['PH', '1000', '1000'],
    ['TR', '06100', '06100'],
    ['CH', '8001', '8001'],
    ['fi', '00100', '00100'],
  ])('%s accepts %j as %j', (country, input, written) => {
    expect(checkPostcode(country, input)).toEqual({ ok: true, value: written });
  });

  it.each([
    ['FI', '0010'],
    ['FI', '001000'],
    ['FI', 'ABCDE'],
    ['NO', '01500'],
    ['SE', '1112'],
    ['DE', '1011'],
    ['NL', '0123 AB'],
    ['NL', '1012 SA'],
    ['NL', '1012'],
    ['PT', '1000-01'],
    ['GB', 'SW1A 1A'],
    ['GB', '1AA 1AA'],
    ['CA', 'D1A 0B1'],
    ['CA', 'K1A 0B'],
    ['CA', 'K1A_0B1'],
    ['CA', 'K1A.0B1'],
    ['US', '1000'],
    ['IN', '011000'],
    ['BR', '0131010'],
    ['MT', 'VLT 111'],
    ['JP', '100-001'],
    ['FI', '00100\u0000'],
    ['FI', '0'.repeat(40)],
  ])('%s refuses %j', (country, input) => {
    expect(checkPostcode(country, input)).toEqual({ ok: false, reason: 'format' });
  });

  it('an empty postcode is required where the country has postcodes, and allowed where it has none', () => {
    expect(checkPostcode('FI', '  ')).toEqual({ ok: false, reason: 'required' });
    expect(checkPostcode('CA', '')).toEqual({ ok: false, reason: 'required' });
    expect(checkPostcode('HK', '')).toEqual({ ok: true, value: '' });
    expect(checkPostcode('AE', '')).toEqual({ ok: true, value: '' });
    expect(postcodeOptional('hk')).toBe(true);
    expect(postcodeOptional('FI')).toBe(false);
  });

  it('another country takes 2 to 10 letters, digits, spaces or dashes', () => {
    expect(checkPostcode('ZA', '2196')).toEqual({ ok: true, value: '2196' });
    expect(checkPostcode('AR', 'c1002aab')).toEqual({ ok: true, value: 'C1002AAB' });
    expect(checkPostcode('ZA', '  21   96 ')).toEqual({ ok: true, value: '21 96' });
    expect(checkPostcode('ZA', '1')).toEqual({ ok: false, reason: 'format' });
    expect(checkPostcode('ZA', '12345678901')).toEqual({ ok: false, reason: 'format' });
    expect(checkPostcode('ZA', '<b>1</b>')).toEqual({ ok: false, reason: 'format' });
  });

  it('shows an example where the country has a format', () => {
    expect(postcodeExample('CA')).toBe('K1A 0B1');
    expect(postcodeExample('FI')).toBe('00100');
    expect(postcodeExample('ZA')).toBeNull();
  });
});
