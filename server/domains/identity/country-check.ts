import { getCountry } from '@/lib/markets/countries';

/** Sign-up refuses a country that is not in the list or that the operator restricts (error.country.blocked). */
export function isRegistrationCountryAllowed(code: string): boolean {
  return getCountry(code)?.allowed ?? false;
}
