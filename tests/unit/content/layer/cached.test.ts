/** @jest-environment node */
import { cached, CONTENT_REVALIDATE_SECONDS } from '@/server/content/cached';

type Slot = typeof globalThis & { __incrementalCache?: unknown };

/** The slice of Next's incremental cache that unstable_cache uses outside a request. */
function fakeIncrementalCache() {
  const entries = new Map<string, { value: unknown; tags: string[]; revalidate: unknown }>();
  return {
    entries,
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => key,
    get: async (key: string) => {
      const entry = entries.get(key);
      return entry ? { value: entry.value, isStale: false } : null;
    },
    set: async (key: string, value: { revalidate: unknown }, context: { tags: string[] }) => {
      entries.set(key, { value, tags: context.tags, revalidate: value.revalidate });
    },
  };
}

afterEach(() => {
  delete (globalThis as Slot).__incrementalCache;
});

describe('cached', () => {
  it('calls straight through when there is no Next data cache (Jest, scripts)', async () => {
    const load = jest.fn(async () => ({ n: 1 }));
    expect(await cached(['k'], ['t'], load)).toEqual({ n: 1 });
    expect(await cached(['k'], ['t'], load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not swallow the loader’s own errors', async () => {
    await expect(cached(['k'], [], async () => Promise.reject(new Error('Sanity is down')))).rejects.toThrow('Sanity is down');
  });

  it('uses the data cache when one exists: tagged, keyed, loaded once', async () => {
    const cache = fakeIncrementalCache();
    (globalThis as Slot).__incrementalCache = cache;
    const load = jest.fn(async () => ({ games: ['a'] }));
    expect(await cached(['content', 'getX', '{"a":1}'], ['content:type:banner'], load)).toEqual({ games: ['a'] });
    expect(await cached(['content', 'getX', '{"a":1}'], ['content:type:banner'], load)).toEqual({ games: ['a'] });
    expect(load).toHaveBeenCalledTimes(1);
    const [entry] = [...cache.entries.values()];
    expect(entry.tags).toEqual(['content', 'content:type:banner']);
    expect(entry.revalidate).toBe(CONTENT_REVALIDATE_SECONDS);

    // Another key is another entry.
    await cached(['content', 'getX', '{"a":2}'], ['content:type:banner'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.entries.size).toBe(2);
  });

  it('drops tags Next would refuse for length', async () => {
    const cache = fakeIncrementalCache();
    (globalThis as Slot).__incrementalCache = cache;
    await cached(['k2'], ['ok', 'x'.repeat(300)], async () => 1);
    expect([...cache.entries.values()][0].tags).toEqual(['content', 'ok']);
  });
});
