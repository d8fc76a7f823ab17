import { checkMigrationRequest, marketOfCountry } from '@/lib/account-migration/policy';
import { migrationBodySchema } from '@/lib/account-migration/schemas';

// Who may ask for an account migration, and to where (identity-and-account.md §7 `/player/migration`).

describe('marketOfCountry', () => {
  it.each([
    ['FI', 'FI'],
    ['CA', 'CA'],
    ['GB', 'GB'],
    ['SE', 'PP'],
    ['DE', 'DE'],
    ['fi', 'FI'],
    ['US', 'UN'],
    ['JP', 'JP'],
  ])('%s belongs to market %s', (country, market) => {
    expect(marketOfCountry(country)).toBe(market);
  });
});

describe('checkMigrationRequest', () => {
  const ontario = { countryCode: 'CA', provinceCode: 'ON' };
  const alberta = { countryCode: 'CA', provinceCode: 'AB' };
  const finland = { countryCode: 'FI', provinceCode: null };

  it('accepts the Ontario ↔ rest-of-Canada moves the account page refuses', () => {
    expect(checkMigrationRequest(alberta, { toMarket: 'CA', toProvince: 'ON' })).toEqual({ ok: true });
    expect(checkMigrationRequest(ontario, { toMarket: 'CA', toProvince: 'BC' })).toEqual({ ok: true });
  });

  it('accepts a move to another market the site runs', () => {
    expect(checkMigrationRequest(finland, { toMarket: 'DE' })).toEqual({ ok: true });
    expect(checkMigrationRequest(finland, { toMarket: 'CA', toProvince: 'ON' })).toEqual({ ok: true });
    expect(checkMigrationRequest(ontario, { toMarket: 'FI', toProvince: null })).toEqual({ ok: true });
  });

  it.each([
    ['an unknown market', finland, { toMarket: 'XX' }, 'toMarket', 'unknown_market'],
    ['a disabled market', finland, { toMarket: 'JP' }, 'toMarket', 'unknown_market'],
    ['the own market', finland, { toMarket: 'FI' }, 'toMarket', 'same_market'],
    ['a province change inside the rest of Canada', alberta, { toMarket: 'CA', toProvince: 'BC' }, 'toMarket', 'same_market'],
    ['Ontario to Ontario', ontario, { toMarket: 'CA', toProvince: 'ON' }, 'toMarket', 'same_market'],
    ['Canada without a province', finland, { toMarket: 'CA' }, 'toProvince', 'province_required'],
    ['a province outside Canada', alberta, { toMarket: 'FI', toProvince: 'ON' }, 'toProvince', 'province_not_allowed'],
    ['an unknown province', finland, { toMarket: 'CA', toProvince: 'XX' }, 'toProvince', 'unknown_province'],
  ] as const)('refuses %s', (_label, from, to, field, reason) => {
    expect(checkMigrationRequest(from, to)).toEqual({ ok: false, field, reason });
  });
});

describe('migrationBodySchema', () => {
  it('upper-cases the codes and refuses anything but two letters and the two fields', () => {
    expect(migrationBodySchema.parse({ toMarket: ' ca ', toProvince: 'on' })).toEqual({ toMarket: 'CA', toProvince: 'ON' });
    expect(migrationBodySchema.safeParse({ toMarket: 'CAN' }).success).toBe(false);
    expect(migrationBodySchema.safeParse({ toMarket: 'CA', playerId: 2 }).success).toBe(false);
    expect(migrationBodySchema.safeParse({}).success).toBe(false);
  });
});
