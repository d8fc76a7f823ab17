import type { PlayerEvent, PlayerEventListener, RealtimeBus } from './realtime-bus';

/** The single-instance bus: listeners in this process only. Delivery is asynchronous, like Redis. */
export class MemoryBus implements RealtimeBus {
  readonly kind = 'memory' as const;
  private readonly listeners = new Set<PlayerEventListener>();

  async publish(event: PlayerEvent): Promise<void> {
    // A copy per listener, so one consumer cannot change what another sees (Redis sends bytes).
    const payload = JSON.stringify(event);
    for (const listener of this.listeners) queueMicrotask(() => listener(JSON.parse(payload) as PlayerEvent));
  }

  async subscribe(listener: PlayerEventListener): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    return async () => {
      this.listeners.delete(listener);
    };
  }

  mayDeliver(): boolean {
    return this.listeners.size > 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
