/**
 * Releases, at the end of every test file, each AsyncLocalStorage the file entered.
 *
 * Node 20 keeps every AsyncLocalStorage that has been entered (`run`, `enterWith`) in one process-wide list until
 * it is disabled, and copies each listed storage's value into every new promise and async resource: a promise costs
 * time in proportion to the list's length (measured: 11 ms for 200,000 awaits with no storage, 1.3 s with 100).
 * Jest evaluates the modules afresh for every file of a worker, so each file makes new storages (the ledger's
 * `changed` set, Next's request storages) and never disables them: a worker's later files ran ever slower. The GROQ
 * comparison in tests/unit/content/layer/narrow-reads.test.ts took 6 s alone and 26–119 s after other files.
 *
 * The storage class is Node's own, shared by every file of the worker (Jest hands core modules through), so the
 * list of entered storages lives on it and its two entry methods are wrapped once per worker. A file that is done
 * no longer needs its storages; one a later hook enters again is released after the next file.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const ENTERED = Symbol.for('lucky-harbour.entered-async-local-storages');
const shared = AsyncLocalStorage as typeof AsyncLocalStorage & { [ENTERED]?: Set<AsyncLocalStorage<unknown>> };

export function enteredStorages(): Set<AsyncLocalStorage<unknown>> {
  const existing = shared[ENTERED];
  if (existing) return existing;
  const entered = new Set<AsyncLocalStorage<unknown>>();
  shared[ENTERED] = entered;
  // Node's own methods, called with the storage as `this` (Reflect.get: the wrappers below replace them).
  type Method = (this: AsyncLocalStorage<unknown>, ...args: unknown[]) => unknown;
  const run = Reflect.get(AsyncLocalStorage.prototype, 'run') as unknown as Method;
  const enterWith = Reflect.get(AsyncLocalStorage.prototype, 'enterWith') as unknown as Method;
  Reflect.set(AsyncLocalStorage.prototype, 'run', function trackedRun(this: AsyncLocalStorage<unknown>, ...args: unknown[]) {
    entered.add(this);
    return run.apply(this, args);
  });
  Reflect.set(AsyncLocalStorage.prototype, 'enterWith', function trackedEnterWith(this: AsyncLocalStorage<unknown>, store: unknown) {
    entered.add(this);
    enterWith.call(this, store);
  });
  return entered;
}

/** Disables every storage entered since the last call (they are entered again, and listed again, if used again). */
export function releaseEnteredStorages(): void {
  const entered = enteredStorages();
  for (const storage of entered) storage.disable();
  entered.clear();
}

enteredStorages();
afterAll(releaseEnteredStorages);
