/** Canadian provinces and territories, shown at sign-up in the Canada market (spec identity-and-account §1). */
export const CANADIAN_PROVINCES = [
  { code: 'AB', label: 'Alberta' },
  { code: 'BC', label: 'British Columbia' },
  { code: 'MB', label: 'Manitoba' },
  { code: 'NB', label: 'New Brunswick' },
  { code: 'NL', label: 'Newfoundland and Labrador' },
  { code: 'NS', label: 'Nova Scotia' },
  { code: 'NT', label: 'Northwest Territories' },
  { code: 'NU', label: 'Nunavut' },
  { code: 'ON', label: 'Ontario' },
  { code: 'PE', label: 'Prince Edward Island' },
  { code: 'QC', label: 'Quebec' },
  { code: 'SK', label: 'Saskatchewan' },
  { code: 'YT', label: 'Yukon' },
] as const;

export type ProvinceCode = (typeof CANADIAN_PROVINCES)[number]['code'];

export interface Province {
  code: ProvinceCode;
  label: string;
}

/** Ontario is regulated separately (iGaming Ontario), so the site flags it (spec identity-and-account §1). */
export const ONTARIO_REGION = 'ON' satisfies ProvinceCode;

/** Quebec defaults the Canada market to French (spec identity-and-account §1). */
export const QUEBEC_REGION = 'QC' satisfies ProvinceCode;

const PROVINCE_CODES: ReadonlySet<string> = new Set(CANADIAN_PROVINCES.map((p) => p.code));

export function isProvinceCode(value: string): value is ProvinceCode {
  return PROVINCE_CODES.has(value);
}

export function getProvince(code: string): Province | undefined {
  return CANADIAN_PROVINCES.find((p) => p.code === code.trim().toUpperCase());
}

/** True for Ontario; case and surrounding spaces are ignored because the value may come from a form or a header. */
export function isOntario(code: string | null | undefined): boolean {
  return code?.trim().toUpperCase() === ONTARIO_REGION;
}
