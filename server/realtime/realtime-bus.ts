import type { LiveBody } from '@/lib/wallet/live-events';

/** One event for one player's live connections. */
export interface PlayerEvent {
  playerId: number;
  body: LiveBody;
}

export type PlayerEventListener = (event: PlayerEvent) => void;

/**
 * Fan-out of player events between the code that changes state (any instance) and the websocket servers that
 * hold the player's sockets (every instance). In-process by default; Redis when REDIS_URL is set.
 */
export interface RealtimeBus {
  readonly kind: 'memory' | 'redis';
  publish(event: PlayerEvent): Promise<void>;
  /** Resolves once the listener receives events; the returned function stops them. */
  subscribe(listener: PlayerEventListener): Promise<() => Promise<void>>;
  /** False when no listener anywhere can receive an event, so publishers may skip the work of building it. */
  mayDeliver(): boolean;
  close(): Promise<void>;
}
