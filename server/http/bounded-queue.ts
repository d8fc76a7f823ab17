import 'server-only';

export interface BoundedQueueOptions {
  /** Tasks running at once; 0 runs every task at once (no bound, no queue). */
  concurrency: number;
  /** Tasks allowed to wait for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a task may wait for a slot before it is refused; once started it runs to its end. */
  maxWaitMs: number;
}

/** A task the queue did not start: the queue was full, or no slot came free within maxWaitMs. */
export class QueueBusyError extends Error {
  constructor(readonly reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'the queue is full' : 'no slot came free in time');
    this.name = 'QueueBusyError';
  }
}

export interface BoundedQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** Tasks it holds at most, running and waiting (Infinity without a bound). */
  readonly capacity: number;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A FIFO semaphore for expensive work (scrypt): at most `concurrency` tasks run, at most `maxQueue` wait, none waits
 * longer than `maxWaitMs`. A refused task never starts, so its caller can answer "busy" without doing the work; a
 * waiter that times out leaves the queue at once. Written here rather than taken from a library: p-queue 10 needs
 * Node 22, p-queue 9 keeps a waiter's abort signal armed while the task runs, async-mutex leaves timed-out waiters
 * queued and has no queue bound, p-limit and async-sema have no timeout.
 */
export function createBoundedQueue({ concurrency, maxQueue, maxWaitMs }: BoundedQueueOptions): BoundedQueue {
  let active = 0;
  const waiters: Waiter[] = [];

  function release(): void {
    const next = waiters.shift();
    if (!next) {
      active -= 1;
      return;
    }
    // The slot passes straight to the next waiter: `active` stays the same.
    clearTimeout(next.timer);
    next.start();
  }

  function acquire(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    if (waiters.length >= maxQueue) return Promise.reject(new QueueBusyError('full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new QueueBusyError('timeout'));
        }, maxWaitMs),
      };
      waiters.push(waiter);
    });
  }

  return {
    async run(task) {
      if (concurrency === 0) return task();
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
    capacity: concurrency === 0 ? Infinity : concurrency + maxQueue,
  };
}
