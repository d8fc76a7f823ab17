import { players, signInFailures } from '@/server/db/schema';
import { setHashQueueForTests, withHashSlot } from '@/server/domains/identity/password-hash-slots';
import { createBoundedQueue } from '@/server/http/bounded-queue';
import { setRateLimiter } from '@/server/http/rate-limit';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { insertRegistered, registerPre, signIn, type ErrorBody } from './support';

const database = useTestDatabase();
jest.setTimeout(60_000);

const WRONG = 'Wrong-Pass-2026';

/** Takes one hashing slot until `free()` is called, as a long scrypt would. */
function holdSlot(): { free: () => void; held: Promise<void> } {
  let free!: () => void;
  const until = new Promise<void>((resolve) => {
    free = resolve;
  });
  return { free, held: withHashSlot(() => until) };
}

async function expectBusy(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  // PASSWORD_HASH_MAX_WAIT_MS defaults to 1500 ms: come back in 2 s.
  expect(response.headers.get('retry-after')).toBe('2');
  expect(await readJson<ErrorBody>(response)).toEqual({ status: 503, code: 'error.system.unavailable', message: expect.any(String) });
}

describe('password hashing under a flood (bounded scrypt slots)', () => {
  // The per-address route limit would answer 429 first (the test callers share one bucket): the hash bound is under test.
  beforeEach(() => setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) }));
  afterEach(() => setHashQueueForTests(undefined));

  // First in the file: the unknown-address dummy hash is made once per process, on the first check.
  it('a dummy hash refused while busy is made again later, so unknown addresses do not stay 503', async () => {
    setHashQueueForTests(createBoundedQueue({ concurrency: 1, maxQueue: 1, maxWaitMs: 100 }));
    const slot = holdSlot();
    await expectBusy(await signIn('nobody@example.com', WRONG, { 'x-forwarded-for': '203.0.113.5' }));
    slot.free();
    await slot.held;
    expect((await readJson<ErrorBody>(await signIn('nobody@example.com', WRONG, { 'x-forwarded-for': '203.0.113.5' }))).code).toBe('error.player.not.found');
  });

  it('a full hash queue answers 503 error.system.unavailable with Retry-After and records no sign-in failure', async () => {
    const { db } = database().handle;
    await insertRegistered(db);
    // The first check also makes the unknown-address dummy hash (a second slot): made here, before the tiny queue.
    expect((await signIn('warm-up@example.com', WRONG, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    setHashQueueForTests(createBoundedQueue({ concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 }));
    const slot = holdSlot();

    await expectBusy(await signIn('player@example.com', WRONG, { 'x-forwarded-for': '203.0.113.1' }));
    await expectBusy(await signIn('nobody@example.com', WRONG, { 'x-forwarded-for': '203.0.113.2' }));
    expect(await db.$count(signInFailures)).toBe(1);

    // Once a slot is free the same wrong password counts as usual.
    slot.free();
    await slot.held;
    expect((await readJson<ErrorBody>(await signIn('player@example.com', WRONG, { 'x-forwarded-for': '203.0.113.1' }))).code).toBe('error.player.not.found');
    expect(await db.$count(signInFailures)).toBe(2);
  });

  it('a check that waits longer than the limit for a slot answers 503 too, and the right password then still works', async () => {
    const { db } = database().handle;
    await insertRegistered(db);
    setHashQueueForTests(createBoundedQueue({ concurrency: 1, maxQueue: 10, maxWaitMs: 100 }));
    const slot = holdSlot();
    await expectBusy(await signIn('player@example.com', WRONG, { 'x-forwarded-for': '203.0.113.3' }));
    expect(await db.$count(signInFailures)).toBe(0);
    slot.free();
    await slot.held;
    expect((await signIn(undefined, undefined, { 'x-forwarded-for': '203.0.113.3' })).status).toBe(200);
  });

  it('the attempt that would lock the address is given back when its hash is refused: a flood never locks anyone', async () => {
    const { db } = database().handle;
    await insertRegistered(db);
    const ip = { 'x-forwarded-for': '203.0.113.6' };
    for (let i = 0; i < 4; i += 1) expect((await signIn('player@example.com', WRONG, ip)).status).toBe(404);
    setHashQueueForTests(createBoundedQueue({ concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 }));
    const slot = holdSlot();
    await expectBusy(await signIn('player@example.com', WRONG, ip));
    slot.free();
    await slot.held;
    // Four counted, the fifth never judged: the address is not locked and the right password signs in.
    expect((await signIn(undefined, undefined, ip)).status).toBe(200);
  });

  it('a sign-up refused for a busy hash queue creates no player', async () => {
    setHashQueueForTests(createBoundedQueue({ concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 }));
    const slot = holdSlot();
    await expect(registerPre({}, { 'x-forwarded-for': '203.0.113.4' })).rejects.toThrow(/registration failed: 503/);
    expect(await database().handle.db.$count(players)).toBe(0);
    slot.free();
    await slot.held;
  });

  it('a flood of concurrent wrong sign-ins: each is either checked (404, counted) or refused busy (503, not counted)', async () => {
    const { db } = database().handle;
    setHashQueueForTests(createBoundedQueue({ concurrency: 1, maxQueue: 2, maxWaitMs: 30_000 }));
    const count = 200;
    const reads = jest.spyOn(db, 'select');
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        signIn(`flood${index}@example.com`, WRONG, { 'x-forwarded-for': `198.51.${100 + Math.floor(index / 200)}.${(index % 200) + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 404).length;
    const busy = answers.filter((answer) => answer.status === 503);
    expect(checked + busy.length).toBe(count);
    expect(busy.length).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(0);
    for (const answer of busy) await expectBusy(answer);
    // Refused before any database work: only the checks the queue could hold (3 at a time) read failures and players.
    expect(reads.mock.calls.length).toBeLessThan(count);
    reads.mockRestore();
    expect(await db.$count(signInFailures)).toBe(checked);
  });
});
