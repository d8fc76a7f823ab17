import 'server-only';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import next from 'next';
import { setBalanceChangeListener } from '@/server/domains/ledger/balance-changes';
import { closeDatabase } from '@/server/db/get-database';
import { encodeStringBodies } from '@/server/http/encode-string-bodies';
import { closeRateLimiter } from '@/server/http/rate-limit';
import { stampRemoteAddresses } from '@/server/http/remote-address';
import { isMalformedApiPath, refuseMalformedPath } from '@/server/http/path-guard';
import { createStaticAssets } from '@/server/http/static-assets';
import { closeRealtimeBus, getRealtimeBus } from '@/server/realtime/get-realtime-bus';
import { verifySocketToken } from '@/server/realtime/socket-token';
import { walletBalancePublisher } from '@/server/realtime/wallet-balance-publisher';
import { createWalletSocketServer } from '@/server/realtime/wallet-socket-server';
import { securityHeaders } from '@/server/security-config';

export interface AppServer {
  server: Server;
  close(): Promise<void>;
}

/**
 * The production HTTP server: Next (programmatic API) for every request and every other upgrade (Next's own),
 * plus the wallet websocket, in one process on one port. The ledger's balance changes are published to the
 * realtime bus from here, so every route bundle's commits reach the sockets.
 */
export async function startAppServer({ port }: { port: number }): Promise<AppServer> {
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const nextUpgrade = app.getUpgradeHandler();

  const bus = getRealtimeBus();
  setBalanceChangeListener(walletBalancePublisher(bus));
  const sockets = await createWalletSocketServer(bus, verifySocketToken);

  // Route handlers cannot see the socket: its address travels in a header no client can set (server/http/client-info.ts).
  const stampRemoteAddress = stampRemoteAddresses();
  const routeUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    stampRemoteAddress(request);
    if (sockets.handles(request)) void sockets.handleUpgrade(request, socket, head);
    else void nextUpgrade(request, socket, head);
  };
  let ownsUpgrades = false;
  // Next's own compression is off (next.config.mjs): the middleware goes on first and the byte wrappers around it,
  // so a large cached page leaves compressed from the shared cache and everything else through the middleware.
  const compress = compression();
  // The build's chunks leave as the br or gzip files compressed beside them at build time (server/http/static-assets.ts).
  const staticAssets = createStaticAssets(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next'));
  const toNext = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[server] request failed', error instanceof Error ? error.message : error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
    // Next attaches its own 'upgrade' listener to the server on the first request it handles (synchronously, inside
    // handle); it would answer the wallet socket's upgrades too and hang them up. Upgrades go through routeUpgrade
    // only, which hands Next everything that is not the wallet socket. This runs after Next's first request, not the
    // server's: a static file answered before Next (after a restart, a chunk is often the first request) leaves no
    // listener to remove yet.
    if (!ownsUpgrades) {
      ownsUpgrades = true;
      for (const listener of server.listeners('upgrade')) if (listener !== routeUpgrade) server.removeListener('upgrade', listener as () => void);
    }
  };
  // Every answer, the API and static files included: nosniff, and HSTS behind TLS (server/security-config.ts).
  const baselineHeaders = Object.entries(securityHeaders().baseline);
  const server = createServer((request, response) => {
    stampRemoteAddress(request);
    for (const [name, value] of baselineHeaders) response.setHeader(name, value);
    compress(request as never, response as never, () => {});
    encodeStringBodies(response, undefined, request);
    // An API path that cannot be decoded is refused here in the spec's shape; Next's router would throw (500).
    if (isMalformedApiPath(request.url)) return refuseMalformedPath(response);
    staticAssets(request, response, () => toNext(request, response));
  });
  server.on('upgrade', routeUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  console.log(`[start] listening on port ${port} (realtime bus: ${bus.kind})`);

  return {
    server,
    async close() {
      setBalanceChangeListener(undefined);
      await sockets.close();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await closeRealtimeBus();
      await closeRateLimiter();
      await closeDatabase();
    },
  };
}
