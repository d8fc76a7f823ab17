import 'server-only';
import { env } from '@/server/env';
import { resolveClientAddress, type ClientAddressPolicy, type HeaderReader } from './client-address';
import { stampedPeerAddress } from './remote-address';

export interface ClientInfo {
  /** The client's address as the trusted chain states it (TRUSTED_PROXY_HOPS / CLIENT_IP_HEADER), else the TCP peer. */
  ipAddress: string | null;
  /** The same trusted address: a client-written header (X-Real-IP, the left of X-Forwarded-For) is never recorded as fact. */
  realIpAddress: string | null;
  /** Country from the CDN's geo header (GEO_COUNTRY_HEADER). */
  countryCode: string | null;
}

const slot = globalThis as typeof globalThis & { __luckyHarbourClientAddressPolicy?: ClientAddressPolicy };

function policy(): ClientAddressPolicy {
  return slot.__luckyHarbourClientAddressPolicy ?? { trustedProxyHops: env.TRUSTED_PROXY_HOPS, clientIpHeader: env.CLIENT_IP_HEADER };
}

/** Tests: another proxy policy than the environment's (undefined restores it). */
export function setClientAddressPolicyForTests(next: ClientAddressPolicy | undefined): void {
  slot.__luckyHarbourClientAddressPolicy = next;
}

/** The one place a request's client address is decided: rate-limit buckets, login history, captcha and game launches. */
export function clientAddress({ headers }: { headers: HeaderReader }): string | null {
  return resolveClientAddress(headers, policy(), stampedPeerAddress(headers));
}

export function clientInfo(request: Request): ClientInfo {
  const address = clientAddress(request);
  const country = request.headers.get(env.GEO_COUNTRY_HEADER)?.trim().toUpperCase() || null;
  return { ipAddress: address, realIpAddress: address, countryCode: country && /^[A-Z]{2}$/.test(country) ? country : null };
}
