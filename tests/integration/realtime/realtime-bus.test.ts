import { randomUUID } from 'node:crypto';
import { MemoryBus } from '@/server/realtime/memory-bus';
import type { PlayerEvent, RealtimeBus } from '@/server/realtime/realtime-bus';
import { RedisBus } from '@/server/realtime/redis-bus';
import { redisAvailable, TEST_REDIS_URL } from './support';

const balance = (mainBalance: number): PlayerEvent['body'] => ({
  type: 'WALLET_BALANCE',
  balanceMap: { currency: 'EUR', mainBalance, lockedBalance: 0, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0, totalBalance: mainBalance },
});

function collector() {
  const events: PlayerEvent[] = [];
  const waiters: Array<() => void> = [];
  return {
    events,
    listener: (event: PlayerEvent) => {
      events.push(event);
      waiters.splice(0).forEach((wake) => wake());
    },
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

function busContract(name: string, makePair: () => Promise<[RealtimeBus, RealtimeBus] | undefined>) {
  describe(name, () => {
    let publisher: RealtimeBus;
    let subscriber: RealtimeBus;
    beforeEach(async () => {
      const pair = await makePair();
      if (!pair) return;
      [publisher, subscriber] = pair;
    });
    afterEach(async () => {
      await publisher?.close();
      if (subscriber !== publisher) await subscriber?.close();
    });

    it('delivers an event, intact, to every subscriber, and stops after unsubscribe', async () => {
      if (!publisher) return;
      const first = collector();
      const second = collector();
      const stopFirst = await subscriber.subscribe(first.listener);
      await subscriber.subscribe(second.listener);
      await publisher.publish({ playerId: 7, body: balance(1_234) });
      await first.waitFor(1);
      await second.waitFor(1);
      expect(first.events).toEqual([{ playerId: 7, body: balance(1_234) }]);
      await stopFirst();
      await publisher.publish({ playerId: 8, body: balance(99) });
      await second.waitFor(2);
      expect(first.events).toHaveLength(1);
      expect(second.events.map((event) => event.playerId)).toEqual([7, 8]);
    });

    it('keeps order of events from one publisher', async () => {
      if (!publisher) return;
      const seen = collector();
      await subscriber.subscribe(seen.listener);
      for (let amount = 1; amount <= 20; amount += 1) await publisher.publish({ playerId: 1, body: balance(amount) });
      await seen.waitFor(20);
      expect(seen.events.map((event) => (event.body.type === 'WALLET_BALANCE' ? event.body.balanceMap.mainBalance : 0))).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
    });
  });
}

busContract('MemoryBus', async () => {
  const bus = new MemoryBus();
  return [bus, bus];
});

describe('MemoryBus.mayDeliver', () => {
  it('is false until someone listens, so publishers skip the balance read', async () => {
    const bus = new MemoryBus();
    expect(bus.mayDeliver()).toBe(false);
    const stop = await bus.subscribe(() => undefined);
    expect(bus.mayDeliver()).toBe(true);
    await stop();
    expect(bus.mayDeliver()).toBe(false);
  });
});

// Two RedisBus instances stand for two app instances; a unique prefix keeps parallel runs apart.
const redisUp = redisAvailable();
busContract('RedisBus (two instances, one Redis)', async () => {
  if (!(await redisUp)) {
    console.warn(`RedisBus tests skipped: no Redis at ${TEST_REDIS_URL}`);
    return undefined;
  }
  const prefix = `lh-test-${randomUUID()}:`;
  return [new RedisBus(TEST_REDIS_URL, prefix), new RedisBus(TEST_REDIS_URL, prefix)];
});

describe('RedisBus isolation', () => {
  it('does not hear another prefix (another site or test run)', async () => {
    if (!(await redisUp)) return;
    const mine = new RedisBus(TEST_REDIS_URL, `lh-test-${randomUUID()}:`);
    const theirs = new RedisBus(TEST_REDIS_URL, `lh-test-${randomUUID()}:`);
    const heard = collector();
    await mine.subscribe(heard.listener);
    await theirs.publish({ playerId: 1, body: balance(1) });
    await mine.publish({ playerId: 2, body: balance(2) });
    await heard.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.events.map((event) => event.playerId)).toEqual([2]);
    await Promise.all([mine.close(), theirs.close()]);
  });
});
