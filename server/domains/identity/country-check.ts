import { getCountry } from '@/lib/markets/countries';

/** Sign-up refuses a country that is not in the list or that the operator restricts (error.country.blocked). */
export function isRegistrationCountryAllowed(code: string): boolean {
  return getCountry(code)?.allowed ?? false;
}

/** Where a sign-up request comes from: the CDN's geo country (GEO_COUNTRY_HEADER) and the form's `country` header. */
export interface SignUpCountries {
  geoCountry: string | null;
  formCountry: string | null;
}

/**
 * The country a sign-up is checked and recorded with: the CDN's geo country whenever the CDN sent one, so a
 * visitor in a restricted country cannot sign up by sending an allowed `country` header; the form's value is only
 * a hint when no CDN stands in front (local runs); null when neither is known (the caller's default applies).
 */
export function signUpCountry({ geoCountry, formCountry }: SignUpCountries): string | null {
  return geoCountry ?? formCountry;
}

/** Step 2 may set the player's country of residence, but never from a restricted location (the CDN's geo country). */
export function isSignUpLocationAllowed(geoCountry: string | null): boolean {
  return geoCountry === null || isRegistrationCountryAllowed(geoCountry);
}
