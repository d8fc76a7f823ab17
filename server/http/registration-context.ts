import 'server-only';
import { COUNTRY_HEADER } from '@/lib/identity/schemas';
import type { SignUpCountries } from '@/server/domains/identity/country-check';
import { clientInfo } from './client-info';

/** The CDN's geo country and the `country` header the sign-up form sends (only a hint: country-check.ts). */
export function signUpCountries(request: Request): SignUpCountries {
  const formCountry = request.headers.get(COUNTRY_HEADER)?.trim().toUpperCase() || null;
  return { geoCountry: clientInfo(request).countryCode, formCountry };
}
