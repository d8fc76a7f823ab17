import { COUNTRY_ROWS } from '@/lib/markets/country-rows';

const KNOWN_PREFIXES: ReadonlySet<string> = new Set(COUNTRY_ROWS.map(([, , isd]) => isd.replace(/\D/g, '')));

/** The E.164 digits of a prefix + national number, dropping a national trunk 0. */
export function toE164Digits(prefix: string, number: string): string {
  return `${prefix}${number.replace(/^0+/, '')}`;
}

/**
 * The sandbox's plausibility check, standing in for the provider's number lookup: a dialling prefix some country
 * uses, at most 15 digits in all (E.164), at least 7 after the prefix, and not one digit repeated throughout.
 */
export function isPlausibleMobileNumber(prefix: string, number: string): boolean {
  if (!KNOWN_PREFIXES.has(prefix)) return false;
  const national = number.replace(/^0+/, '');
  return national.length >= 7 && toE164Digits(prefix, number).length <= 15 && !/^(\d)\1+$/.test(national);
}
