import 'server-only';
import Redis from 'ioredis';
import { liveBodySchema } from '@/lib/wallet/live-events';
import type { PlayerEvent, PlayerEventListener, RealtimeBus } from './realtime-bus';
import { z } from 'zod';

const eventSchema = z.object({ playerId: z.int().positive(), body: liveBodySchema });

/**
 * Cross-instance bus on Redis pub/sub: one channel for all player events; each instance's websocket server keeps
 * the events of players connected to it. Publishing and subscribing use separate connections (a subscribed
 * connection can issue no other command). Redis pub/sub is at-most-once: the 20 s balance poll covers a loss.
 */
export class RedisBus implements RealtimeBus {
  readonly kind = 'redis' as const;
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<PlayerEventListener>();
  private subscribed: Promise<unknown> | undefined;

  constructor(url: string, prefix: string) {
    this.channel = `${prefix}realtime:player-events`;
    // The URL may carry a password: errors are logged by message only.
    const logError = (role: string) => (error: Error) => console.error(`[realtime] redis ${role} connection: ${error.message}`);
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', logError('publish'));
    this.subscriber.on('error', logError('subscribe'));
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.dispatch(message);
    });
  }

  private dispatch(message: string): void {
    let event: PlayerEvent;
    try {
      event = eventSchema.parse(JSON.parse(message));
    } catch {
      console.error('[realtime] ignored a malformed event on the bus');
      return;
    }
    for (const listener of this.listeners) listener(event);
  }

  async publish(event: PlayerEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  async subscribe(listener: PlayerEventListener): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    this.subscribed ??= this.subscriber.subscribe(this.channel);
    await this.subscribed;
    return async () => {
      this.listeners.delete(listener);
    };
  }

  // Listeners may be on another instance: always worth publishing.
  mayDeliver(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
