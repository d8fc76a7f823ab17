import 'server-only';
import { env } from '@/server/env';

export interface ClientInfo {
  /** The client as the proxy chain states it: X-Forwarded-For's first entry. */
  ipAddress: string | null;
  /** The connecting address the edge saw (X-Real-IP), recorded to spot proxies and VPNs. */
  realIpAddress: string | null;
  /** Country from the CDN's geo header (GEO_COUNTRY_HEADER). */
  countryCode: string | null;
}

export function clientInfo(request: Request): ClientInfo {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
  const real = request.headers.get('x-real-ip')?.trim() || null;
  const country = request.headers.get(env.GEO_COUNTRY_HEADER)?.trim().toUpperCase() || null;
  return { ipAddress: forwarded ?? real, realIpAddress: real ?? forwarded, countryCode: country && /^[A-Z]{2}$/.test(country) ? country : null };
}
