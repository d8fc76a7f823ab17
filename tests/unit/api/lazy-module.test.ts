import { lazyModule } from '@/lib/api/lazy-module';

describe('lazyModule', () => {
  it('loads once on first use and shares the load between concurrent callers', async () => {
    const load = jest.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([lazy(), lazy()]);
    expect(await lazy()).toBe(a);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule(load);
    await expect(lazy()).rejects.toThrow('chunk failed');
    await expect(lazy()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
