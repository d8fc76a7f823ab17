import 'server-only';
import { COUNTRY_HEADER } from '@/lib/identity/schemas';
import { clientInfo } from './client-info';

/** The sign-up country: the `country` header the form sends, else the CDN geo country, else none. */
export function signUpCountry(request: Request): string | null {
  const header = request.headers.get(COUNTRY_HEADER)?.trim().toUpperCase();
  return header || clientInfo(request).countryCode;
}
