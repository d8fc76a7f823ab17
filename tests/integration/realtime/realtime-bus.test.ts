import { randomUUID } from 'node:crypto';
import { MemoryBus } from '@/server/realtime/memory-bus';
import type { PlayerEvent, RealtimeBus } from '@/server/realtime/realtime-bus';
import { RedisBus } from '@/server/realtime/redis-bus';
import { itWithRedis, REDIS_UP, TEST_REDIS_URL } from './support';

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

/** `test` is `it`, or itWithRedis for a bus that needs Redis (skipped without it, failed under CI=true). */
function busContract(name: string, makePair: () => Promise<[RealtimeBus, RealtimeBus] | undefined>, test: typeof itWithRedis = it) {
  describe(name, () => {
    let publisher: RealtimeBus | undefined;
    let subscriber: RealtimeBus | undefined;
    beforeEach(async () => {
      // undefined only for a Redis bus without Redis: that test then fails under CI=true (itWithRedis).
      [publisher, subscriber] = (await makePair()) ?? [];
    });
    afterEach(async () => {
      await publisher?.close();
      if (subscriber !== publisher) await subscriber?.close();
    });

    /** The pair made for this test (defined whenever the test runs: makePair answers one). */
    const pair = () => {
      if (!publisher || !subscriber) throw new Error('no bus pair for this test');
      return { publisher, subscriber };
    };

    test('delivers an event, intact, to every subscriber, and stops after unsubscribe', async () => {
      const { publisher, subscriber } = pair();
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

    test('keeps order of events from one publisher', async () => {
      const { publisher, subscriber } = pair();
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
busContract(
  'RedisBus (two instances, one Redis)',
  async () => {
    if (!REDIS_UP) return undefined;
    const prefix = `lh-test-${randomUUID()}:`;
    return [new RedisBus(TEST_REDIS_URL, prefix), new RedisBus(TEST_REDIS_URL, prefix)];
  },
  itWithRedis,
);

describe('RedisBus isolation', () => {
  itWithRedis('does not hear another prefix (another site or test run)', async () => {
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
