import { checkProvinceChange, hasProvince, isAddressLocked } from '@/lib/account/address-policy';
import { KYC_STATUSES } from '@/server/db/schema/enums';

// Who may change the address and the province (lib/account/address-policy.ts; docs/decisions.md "Account page").

describe('isAddressLocked', () => {
  it.each(['DATA_VERIFIED', 'FULLY VERIFIED', 'ENHANCED KYC', 'EDD_PENDING', 'EDD_UNDER_REVIEW', 'ENHANCED'])('locks at %s', (status) => {
    expect(isAddressLocked(status)).toBe(true);
  });

  it.each(['NOT_VERIFIED', 'PENDING', 'RESTRICTED', 'SUSPENDED', 'PENDING_EXPIRED', 'NOT_REQUIRED'])('leaves the address open at %s', (status) => {
    expect(isAddressLocked(status)).toBe(false);
  });

  it('has an answer for every KYC level of the spec', () => {
    expect(KYC_STATUSES).toHaveLength(12);
    expect(KYC_STATUSES.filter(isAddressLocked)).toHaveLength(6);
  });
});

describe('checkProvinceChange', () => {
  it('is for Canada only', () => {
    expect(hasProvince('CA')).toBe(true);
    expect(hasProvince('ca')).toBe(true);
    expect(hasProvince('FI')).toBe(false);
    expect(checkProvinceChange('FI', null, 'ON')).toEqual({ ok: false, reason: 'not_canada' });
  });

  it('knows the provinces and territories', () => {
    expect(checkProvinceChange('CA', 'BC', 'AB')).toEqual({ ok: true });
    expect(checkProvinceChange('CA', 'BC', 'YT')).toEqual({ ok: true });
    expect(checkProvinceChange('CA', 'BC', 'XX')).toEqual({ ok: false, reason: 'unknown_province' });
  });

  it('never moves a player into or out of Ontario', () => {
    expect(checkProvinceChange('CA', 'BC', 'ON')).toEqual({ ok: false, reason: 'ontario' });
    expect(checkProvinceChange('CA', 'ON', 'QC')).toEqual({ ok: false, reason: 'ontario' });
    expect(checkProvinceChange('CA', 'ON', 'ON')).toEqual({ ok: true });
  });

  it('a first province may be any, Ontario included (nothing to move from)', () => {
    expect(checkProvinceChange('CA', null, 'ON')).toEqual({ ok: true });
    expect(checkProvinceChange('CA', null, 'QC')).toEqual({ ok: true });
  });
});
