import { isIP } from 'node:net';

// Pure (no env, no server-only): the rule that decides which address a request counts as, unit-tested alone.

/** The header `npm start`'s server sets to the TCP peer's address after deleting any copy the client sent. */
export const REMOTE_ADDRESS_HEADER = 'x-lh-remote-address';

/** Request headers, or next/headers' read-only copy in a server component. */
export type HeaderReader = Pick<Headers, 'get'>;

export interface ClientAddressPolicy {
  /** Proxies in front of the app that append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** A header the CDN overwrites with the client's address (CLIENT_IP_HEADER). */
  clientIpHeader?: string;
}

/** One address as a canonical IP (port, brackets and the IPv4-mapped IPv6 prefix removed), or null if it is none. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  let value = raw?.trim();
  if (!value) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIP(value) ? value : null;
}

/**
 * The client's address: the CDN's client-IP header when configured and valid; else, behind N trusted proxies, the
 * Nth X-Forwarded-For entry from the right (what the outermost trusted proxy saw; every entry left of it is the
 * client's own writing); else the TCP peer. A chain shorter than N did not pass every configured proxy, so none
 * of it is trusted and the peer counts (stricter: all such requests share that proxy's bucket).
 */
export function resolveClientAddress(headers: HeaderReader, policy: ClientAddressPolicy, peerAddress: string | null): string | null {
  if (policy.clientIpHeader) {
    const fromCdn = normaliseAddress(headers.get(policy.clientIpHeader));
    if (fromCdn) return fromCdn;
  }
  if (policy.trustedProxyHops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '').split(',');
    if (chain.length >= policy.trustedProxyHops) {
      const appended = normaliseAddress(chain[chain.length - policy.trustedProxyHops]);
      if (appended) return appended;
    }
  }
  return normaliseAddress(peerAddress);
}
