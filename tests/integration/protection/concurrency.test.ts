import { eq } from 'drizzle-orm';
import { players, withdrawals } from '@/server/db/schema';
import { requestExclusion } from '@/server/domains/protection/request-exclusion';
import { requestTimeout } from '@/server/domains/protection/request-timeout';
import { setRateLimiter } from '@/server/http/rate-limit';
import { ApiError } from '@/server/http/errors';
import { PROTECTION_CHOICES } from '@/lib/protection/policy';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { balanceOf } from '../ledger/support/ledger-fixtures';
import { fund } from '../games/support';
import { blockColumns, DAY, patchExclusion, patchTimeout } from './support';

// The stored end only ever moves later: hundreds of overlapping requests for one player end in the longest one asked
// for, whatever order they commit in. On PostgreSQL (TEST_DATABASE_URL) they really overlap on the pool's
// connections; on PGlite the single connection serializes them and the file checks the answers.

const database = useTestDatabase();
jest.setTimeout(240_000);

beforeEach(() => {
  // The per-player route limit would refuse most of these before they reach the UPDATE under test.
  setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) });
});

const REQUESTS = 300;
const times = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

async function outcome(promise: Promise<unknown>): Promise<{ ok: unknown } | { code: string }> {
  try {
    return { ok: await promise };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code };
    throw error;
  }
}

describe('concurrent time-outs and self-exclusions', () => {
  it(`${REQUESTS} time-outs of random lengths at one instant store the longest, refuse only as "in progress"`, async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const days = PROTECTION_CHOICES.MGA.timeoutDays;
    const now = new Date();
    const asked = Array.from({ length: REQUESTS }, (_, i) => days[(i * 7 + 3) % days.length]);
    const results = await times(REQUESTS, (i) => outcome(requestTimeout(db, playerId, { timeout: asked[i] }, now)));
    const longest = Math.max(...asked);
    expect((await blockColumns(db, playerId)).timeoutUntil).toEqual(new Date(now.getTime() + longest * DAY));
    const successes = results.filter((result) => 'ok' in result);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    // Each success lengthened the block: no two successes stored the same end.
    expect(successes.length).toBeLessThanOrEqual(days.length);
    const codes = new Set(results.flatMap((result) => ('code' in result ? [result.code] : [])));
    expect([...codes].every((code) => code === 'error.timeout.in.progress')).toBe(true);
  });

  it(`${REQUESTS} self-exclusions (one indefinite) and time-outs at once end indefinite, with the balance paid out once`, async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await fund(db, playerId, 50_000n);
    const months = PROTECTION_CHOICES.MGA.exclusionMonths;
    const now = new Date();
    const results = await times(REQUESTS, (i) => {
      if (i === REQUESTS / 2)
        return outcome(requestExclusion(db, playerId, { exclusionInMonths: 12, exclusionDelayInHours: 24, accountDisableIndefinitely: true }, now));
      if (i % 3 === 0) return outcome(requestTimeout(db, playerId, { timeout: 1 }, now));
      return outcome(requestExclusion(db, playerId, { exclusionInMonths: months[i % months.length], exclusionDelayInHours: 24 }, now));
    });
    expect(await blockColumns(db, playerId)).toMatchObject({ status: 'SELF_EXCLUDED', exclusionUntil: null });
    const codes = new Set(results.flatMap((result) => ('code' in result ? [result.code] : [])));
    for (const code of codes) expect(['error.exclusion.in.progress', 'error.exclusion.in.progress.indefinitely', 'error.timeout.in.progress']).toContain(code);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(0n);
    expect(await balanceOf(db, playerId, 'LOCKED')).toBe(50_000n);
    expect((await db.select().from(withdrawals).where(eq(withdrawals.playerId, playerId))).map((row) => row.amount)).toEqual([50_000n]);
  });

  it(`${REQUESTS / 2} concurrent PATCH /player/timeout calls through the route, each on its own session, end in the longest answered`, async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const n = REQUESTS / 2;
    const tokens = await times(n, () => identityTokenFor(playerId));
    const days = PROTECTION_CHOICES.MGA.timeoutDays;
    const answers = await times(n, (i) => patchTimeout(tokens[i], { timeout: days[i % days.length] }));
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const status of statuses) expect([200, 401, 403]).toContain(status);
    const ends = answers.filter((answer) => answer.status === 200).map((answer) => new Date((answer.body.timeout as { until: string }).until).getTime());
    expect(ends.length).toBeGreaterThanOrEqual(1);
    const [row] = await db.select({ timeoutUntil: players.timeoutUntil }).from(players).where(eq(players.playerId, playerId));
    expect(row.timeoutUntil?.getTime()).toBe(Math.max(...ends));
    // Every session ended: none of the tokens opens the API any more.
    const again = await times(10, (i) => patchTimeout(tokens[i], { timeout: 42 }));
    expect(again.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 401));
    // Exclusions through the route too: the answered ends never exceed what is stored.
    const other = await insertPlayer(db, 'other@example.com');
    const otherTokens = await times(50, () => identityTokenFor(other));
    const excluded = await times(50, (i) => patchExclusion(otherTokens[i], { exclusionInMonths: [6, 12, 24, 36, 60][i % 5], exclusionDelayInHours: 24 }));
    const exclusionEnds = excluded
      .filter((answer) => answer.status === 200)
      .map((answer) => new Date((answer.body.selfExclusion as { until: string }).until).getTime());
    expect((await blockColumns(db, other)).exclusionUntil?.getTime()).toBe(Math.max(...exclusionEnds));
  });
});
