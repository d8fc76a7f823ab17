import { TEST_DATABASE_URL } from './test-db';

/**
 * How many parallel requests a concurrency test fires. On the PostgreSQL pass, the full count: limits are proven by
 * hundreds of concurrent requests at real PostgreSQL (GUIDE.md). PGlite has one connection and runs the requests one
 * after another, so there is no race to lose there; a smaller count proves the same answers (the first k judged,
 * every later one refused) at a fraction of the time (docs/testing.md, "Session 21 integration").
 */
export function parallelRequests(onPostgres: number, onPglite: number): number {
  return TEST_DATABASE_URL ? onPostgres : onPglite;
}
