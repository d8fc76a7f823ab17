import { generatePrivateJwk, parsePrivateJwk } from '@/server/identity/key-store';
import { setIdentityKeyForTests } from '@/server/identity/keys';
import { setClientAddressPolicyForTests } from '@/server/http/client-info';
import { MemoryRateLimiter, setRateLimiter } from '@/server/http/rate-limit';
import { setRemoteAddressStampingForTests } from '@/server/http/remote-address';
import { setSessionVerifier } from '@/server/http/session';
import { createTestDatabase, type TestDatabase } from './test-db';

// One database per test file, copied from the run's migrated snapshot or template (support/global-setup.cjs), emptied between tests.
const SETUP_TIMEOUT_MS = 60_000;
/** The run's identity key (support/global-setup.cjs); a file run without that setup generates its own. */
const RUN_IDENTITY_KEY = process.env.TEST_IDENTITY_PRIVATE_JWK || undefined;

/**
 * Registers the hooks every integration test file needs: a migrated database (getDatabase() returns it), an
 * in-memory identity key (the run's, from global setup), and a fresh rate limiter, default session verifier and proxy policy before each test.
 */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    setIdentityKeyForTests(RUN_IDENTITY_KEY ? await parsePrivateJwk(RUN_IDENTITY_KEY, 'TEST_IDENTITY_PRIVATE_JWK') : await generatePrivateJwk());
    database = await createTestDatabase();
  }, SETUP_TIMEOUT_MS);
  beforeEach(async () => {
    setRateLimiter(new MemoryRateLimiter());
    setSessionVerifier(undefined);
    // The environment's proxy policy (0 trusted hops, no stamped peer: every anonymous caller shares one bucket);
    // a file that sends X-Forwarded-For sets its hops itself.
    setClientAddressPolicyForTests(undefined);
    setRemoteAddressStampingForTests(false);
    await database?.truncate();
  });
  afterAll(async () => {
    await database?.close();
    setIdentityKeyForTests(undefined);
  }, SETUP_TIMEOUT_MS);
  return () => {
    if (!database) throw new Error('the test database is not ready (useTestDatabase hooks did not run)');
    return database;
  };
}
