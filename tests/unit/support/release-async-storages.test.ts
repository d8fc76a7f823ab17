/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { enteredStorages, releaseEnteredStorages } from '../../support/release-async-storages';

// tests/support/release-async-storages.ts runs after every test file of both projects (jest.config.mjs).
describe('releasing the AsyncLocalStorages a test file entered', () => {
  it('lists a storage once it is entered with run or enterWith, and not before', async () => {
    const viaRun = new AsyncLocalStorage<number>();
    const viaEnterWith = new AsyncLocalStorage<number>();
    expect(enteredStorages().has(viaRun)).toBe(false);
    viaRun.run(1, () => {});
    await new Promise<void>((done) => setImmediate(() => (viaEnterWith.enterWith(2), done())));
    expect(enteredStorages().has(viaRun)).toBe(true);
    expect(enteredStorages().has(viaEnterWith)).toBe(true);
  });

  it('disables what it releases: the value no longer reaches later async work, and the list is empty', async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen = await storage.run('file value', async () => {
      const before = storage.getStore();
      releaseEnteredStorages();
      await Promise.resolve();
      return { before, after: storage.getStore() };
    });
    expect(seen).toEqual({ before: 'file value', after: undefined });
    expect(enteredStorages().size).toBe(0);
  });

  it('leaves a released storage usable: entering it again works and lists it again', () => {
    const storage = new AsyncLocalStorage<number>();
    storage.run(1, () => {});
    releaseEnteredStorages();
    expect(storage.run(7, () => storage.getStore())).toBe(7);
    expect(enteredStorages().has(storage)).toBe(true);
  });

  it('wraps Node’s own class once per worker, so every file of the worker shares one list', async () => {
    const again = await import('../../support/release-async-storages');
    expect(again.enteredStorages()).toBe(enteredStorages());
    expect(AsyncLocalStorage.prototype.run.name).toBe('trackedRun');
    expect(AsyncLocalStorage.prototype.enterWith.name).toBe('trackedEnterWith');
  });
});
