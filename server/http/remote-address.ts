import 'server-only';
import type { IncomingMessage } from 'node:http';
import { REMOTE_ADDRESS_HEADER, type HeaderReader } from './client-address';

// On globalThis: the custom server and every Next route bundle run in one process and must agree.
const slot = globalThis as typeof globalThis & { __luckyHarbourStampsRemoteAddress?: boolean };

/**
 * For `npm start`'s own server (server/app-server.ts): from now on every request carries the TCP peer's address
 * in REMOTE_ADDRESS_HEADER, and only then is that header believed. Under `next dev` or in tests nothing stamps
 * it, so a client-sent copy is ignored and the peer is unknown.
 */
export function stampRemoteAddresses(): (request: IncomingMessage) => void {
  slot.__luckyHarbourStampsRemoteAddress = true;
  return (request) => {
    delete request.headers[REMOTE_ADDRESS_HEADER];
    const address = request.socket.remoteAddress;
    if (address) request.headers[REMOTE_ADDRESS_HEADER] = address;
  };
}

/** The TCP peer's address as stamped by this process's server, or null when no server of ours stamps it. */
export function stampedPeerAddress(headers: HeaderReader): string | null {
  return slot.__luckyHarbourStampsRemoteAddress ? headers.get(REMOTE_ADDRESS_HEADER) : null;
}

/** Tests: behave as if (or as if not) `npm start`'s server stamped the requests. */
export function setRemoteAddressStampingForTests(on: boolean): void {
  slot.__luckyHarbourStampsRemoteAddress = on;
}
