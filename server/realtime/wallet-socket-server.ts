import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { WALLET_SOCKET_HEARTBEAT_MS, WALLET_SOCKET_PATH } from '@/lib/wallet/live-events';
import type { PlayerEvent, RealtimeBus } from './realtime-bus';

export type SocketAuthenticator = (token: string) => Promise<{ playerId: number } | null>;

export interface WalletSocketServer {
  /** Whether an upgrade request is for the wallet socket (everything else is Next's). */
  handles(request: IncomingMessage): boolean;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
  /** Open sockets per player, for health and tests. */
  connectionCount(): number;
  close(): Promise<void>;
}

// A client pings every 20 s; three missed pings mean the connection is gone (a phone that lost coverage).
const IDLE_LIMIT_MS = WALLET_SOCKET_HEARTBEAT_MS * 3;
// Clients send only "ping": anything large is abuse.
const MAX_PAYLOAD_BYTES = 1024;

function refuse(socket: Duplex, status: 401 | 503): void {
  const reason = status === 401 ? 'Unauthorized' : 'Service Unavailable';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves GET /api/v1/ws/wallet?token=… upgrades: the token (a socket token, server/realtime/socket-token.ts)
 * decides the player; events from the bus go to that player's sockets only. Text "ping" is answered "pong".
 * The token is never logged (it is in the URL, so neither is the URL).
 */
export async function createWalletSocketServer(bus: RealtimeBus, authenticate: SocketAuthenticator): Promise<WalletSocketServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const byPlayer = new Map<number, Set<WebSocket>>();
  const lastSeen = new WeakMap<WebSocket, number>();

  const deliver = (event: PlayerEvent) => {
    const sockets = byPlayer.get(event.playerId);
    if (!sockets) return;
    const message = JSON.stringify({ body: event.body });
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  };
  const unsubscribe = await bus.subscribe(deliver);

  const sweep = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const sockets of byPlayer.values()) for (const socket of sockets) if ((lastSeen.get(socket) ?? 0) < cutoff) socket.terminate();
  }, WALLET_SOCKET_HEARTBEAT_MS);
  sweep.unref();

  function register(playerId: number, socket: WebSocket): void {
    const sockets = byPlayer.get(playerId) ?? new Set<WebSocket>();
    sockets.add(socket);
    byPlayer.set(playerId, sockets);
    lastSeen.set(socket, Date.now());
    socket.on('message', (data, isBinary) => {
      lastSeen.set(socket, Date.now());
      if (!isBinary && Buffer.from(data as Buffer).toString() === 'ping') socket.send('pong');
    });
    socket.on('error', (error) => console.error(`[realtime] wallet socket of player ${playerId}: ${error.message}`));
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && byPlayer.get(playerId) === sockets) byPlayer.delete(playerId);
    });
  }

  let closing = false;
  return {
    handles(request) {
      return new URL(request.url ?? '/', 'http://localhost').pathname === WALLET_SOCKET_PATH;
    },
    async handleUpgrade(request, socket, head) {
      socket.on('error', () => socket.destroy());
      if (closing) return refuse(socket, 503);
      const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
      let player: { playerId: number } | null = null;
      try {
        player = token ? await authenticate(token) : null;
      } catch (error) {
        console.error(`[realtime] wallet socket authentication failed: ${error instanceof Error ? error.message : String(error)}`);
        return refuse(socket, 503);
      }
      if (!player) return refuse(socket, 401);
      const { playerId } = player;
      wss.handleUpgrade(request, socket, head, (ws) => register(playerId, ws));
    },
    connectionCount() {
      let count = 0;
      for (const sockets of byPlayer.values()) count += sockets.size;
      return count;
    },
    async close() {
      closing = true;
      clearInterval(sweep);
      await unsubscribe();
      // 1001 "going away": clients reconnect (to another instance behind the load balancer).
      for (const sockets of byPlayer.values()) for (const socket of sockets) socket.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
