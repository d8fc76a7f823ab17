/** @jest-environment node */
import { createBoundedQueue, QueueBusyError } from '@/server/http/bounded-queue';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    log.push(`start ${name}`);
    return done;
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createBoundedQueue', () => {
  afterEach(() => jest.useRealTimers());

  it('runs at most `concurrency` tasks at once and starts the waiters first in, first out', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxQueue: 10, maxWaitMs: 60_000 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(log, name));
    const results = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([queue.active, queue.waiting]).toEqual([2, 3]);

    tasks[1].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks[0].finish();
    tasks[2].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d', 'start e']);
    expect([queue.active, queue.waiting]).toEqual([2, 0]);
    tasks[3].finish();
    tasks[4].finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once, without starting the task, when `maxQueue` tasks already wait', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxQueue: 2, maxWaitMs: 60_000 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => gate(log, name));
    const results = tasks.map(({ task }) => queue.run(task));
    expect(queue.capacity).toBe(3);
    const refused = jest.fn(async () => 'never');
    await expect(queue.run(refused)).rejects.toEqual(new QueueBusyError('full'));
    expect(refused).not.toHaveBeenCalled();
    expect([queue.active, queue.waiting]).toEqual([1, 2]);
    for (const { finish } of tasks) finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('refuses a waiter after `maxWaitMs` and takes it out of the queue; a running task is never cut short', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const queue = createBoundedQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 1500 });
    const log: string[] = [];
    const [running, late, later] = ['a', 'b', 'c'].map((name) => gate(log, name));
    const first = queue.run(running.task);
    const second = queue.run(late.task);
    const secondOutcome = second.catch((error: unknown) => error);
    jest.advanceTimersByTime(1000);
    const third = queue.run(later.task);
    jest.advanceTimersByTime(500);
    expect(await secondOutcome).toEqual(new QueueBusyError('timeout'));
    expect([queue.active, queue.waiting]).toEqual([1, 1]);

    // The first task ran 1.5 s and more: still running, and its slot goes to the next waiter still in time.
    running.finish();
    await expect(first).resolves.toBe('a');
    await settle();
    expect(log).toEqual(['start a', 'start c']);
    jest.advanceTimersByTime(10_000); // its own timer was cleared when it started
    later.finish();
    await expect(third).resolves.toBe('c');
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails or throws, and passes the error on', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 60_000 });
    const log: string[] = [];
    const failing = gate(log, 'a');
    const first = queue.run(failing.task);
    const second = queue.run(() => {
      throw new Error('thrown before any await');
    });
    const third = queue.run(async () => 'c');
    failing.fail(new Error('scrypt failed'));
    await expect(first).rejects.toThrow('scrypt failed');
    await expect(second).rejects.toThrow('thrown before any await');
    await expect(third).resolves.toBe('c');
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('with concurrency 0 runs everything at once (the unbounded comparison)', async () => {
    const queue = createBoundedQueue({ concurrency: 0, maxQueue: 0, maxWaitMs: 1 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => gate(log, name));
    const results = tasks.map(({ task }) => queue.run(task));
    expect(log).toEqual(['start a', 'start b', 'start c']);
    expect(queue.capacity).toBe(Infinity);
    for (const { finish } of tasks) finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
  });
});
