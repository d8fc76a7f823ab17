import { isOntario, isProvinceCode } from '@/lib/markets/provinces';

// Who may change the address and the province on the account page, and how (identity-and-account §3 "Account
// forms"; docs/decisions.md "Account page"). Pure and isomorphic: the page shows what the platform enforces.

/**
 * KYC levels at which the address has been checked against documents or data sources (identity-and-account §3
 * "KYC levels"): from then on the address (province included) changes only through support with a new proof of
 * address, as a regulated operator keeps the verified record.
 */
export const ADDRESS_LOCKING_KYC = ['DATA_VERIFIED', 'FULLY VERIFIED', 'ENHANCED KYC', 'EDD_PENDING', 'EDD_UNDER_REVIEW', 'ENHANCED'] as const;

const VERIFIED_KYC: ReadonlySet<string> = new Set(ADDRESS_LOCKING_KYC);

export function isAddressLocked(kycStatus: string): boolean {
  return VERIFIED_KYC.has(kycStatus);
}

/** The province form is for players in Canada only (identity-and-account §1 "Canadian provinces"). */
export function hasProvince(countryCode: string): boolean {
  return countryCode.toUpperCase() === 'CA';
}

export type ProvinceChange = { ok: true } | { ok: false; reason: 'not_canada' | 'unknown_province' | 'ontario' };

/**
 * Whether a player may move from one province to another themselves. Ontario is its own regulated market (iGaming
 * Ontario, flagged ON): moving into or out of it changes the operator's licence and terms, so it goes through
 * support (an account migration), never through this form.
 */
export function checkProvinceChange(countryCode: string, from: string | null, to: string): ProvinceChange {
  if (!hasProvince(countryCode)) return { ok: false, reason: 'not_canada' };
  if (!isProvinceCode(to)) return { ok: false, reason: 'unknown_province' };
  if (from !== null && from !== to && isOntario(from) !== isOntario(to)) return { ok: false, reason: 'ontario' };
  return { ok: true };
}
