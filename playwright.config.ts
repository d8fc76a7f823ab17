import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium (the headless shell when installed): tests/e2e/support/browser.ts.
import { launchOptions } from './tests/e2e/support/browser';

// Set once in the runner so its workers (which inherit the environment) find the same server data folder.
process.env.E2E_RUN_ID ??= String(process.pid);
const runId = process.env.E2E_RUN_ID;
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
export const E2E_MAINTENANCE_PORT = E2E_PORT + 1;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/lucky-harbour-e2e-${runId}`;
// The content-freshness server reads its own copy of the dataset, which its test edits.
export const E2E_CONTENT_PORT = E2E_PORT + 2;
export const E2E_CONTENT_DATASET = `${E2E_DATA_DIR}-content/dataset.ndjson`;
export const E2E_WEBHOOK_SECRET = 'e2e-content-freshness-webhook-secret';
export const E2E_IDLE_SECONDS = 40;
// Copied once per run (the runner and its workers load this file; the workers must not undo the test's edits).
if (!existsSync(E2E_CONTENT_DATASET)) {
  mkdirSync(dirname(E2E_CONTENT_DATASET), { recursive: true });
  copyFileSync('content/dataset.ndjson', E2E_CONTENT_DATASET);
}

function server(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    port,
    // SANDBOX_OUTBOX: the identity e2e reads the sandbox SMS codes from GET /api/dev/outbox.
    // TRUSTED_PROXY_HOPS=1: a test-only trusted hop on loopback, so the X-Forwarded-For each spec sets (one address
    // per test) counts as appended by a proxy and gives every test its own rate-limit budget.
    // NEXT_ISR_FLUSH_TO_DISK=false: the servers share the build folder; each keeps the pages it renders in memory,
    // so the main server never serves a page the content server rendered (its SITE_URL, its edited dataset).
    // PASSWORD_HASH_MAX_WAIT_MS=10000: on a shared, busy machine a sign-up or sign-in waits up to 10 s for a hashing
    // slot instead of answering 503 after 1.5 s (the bound itself: tests/integration/identity/password-hash-flood.test.ts).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SANDBOX_OUTBOX: 'true',
      TRUSTED_PROXY_HOPS: '1',
      NEXT_ISR_FLUSH_TO_DISK: 'false',
      PASSWORD_HASH_MAX_WAIT_MS: '10000',
      ...extra,
    },
  };
}

const SERVERS = [
  // next start runs in production mode: the wallet journey needs the sandbox cashier and the sandbox
  // identity-verification vendor (its own verified player) switched on, and the built-in game provider signs
  // seamless-wallet calls with the documented sandbox secrets.
  server(E2E_PORT, E2E_DATA_DIR, { PAYMENTS_SANDBOX_ENABLED: 'true', IDENTITY_VERIFICATION_SANDBOX_ENABLED: 'true', SEAMLESS_SANDBOX_SECRETS: 'true' }),
  server(E2E_MAINTENANCE_PORT, `${E2E_DATA_DIR}-maintenance`, { MAINTENANCE_MODE: 'true' }),
  server(E2E_CONTENT_PORT, `${E2E_DATA_DIR}-content`, {
    CONTENT_DATASET_PATH: E2E_CONTENT_DATASET,
    SANITY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    IDLE_TIMEOUT_SECONDS: String(E2E_IDLE_SECONDS),
  }),
];

// Fail fast: a broken server fails the run in minutes, not at the pipeline's 90-minute limit. A test gets 60 s
// unless it says otherwise (the journeys set 90–240 s, about twice what they take on a busy 2-core machine; a
// broken server fails sooner, at its first 30 s expectation), an action 15 s and a page load 30 s. Under CI the
// whole pass may take at most 20 min, and 10 failed tests (retries included) stop it.
const CI = Boolean(process.env.CI);
// Traces record a screencast and DOM snapshots of every test while it runs, discarded when it passes:
// `node bench/e2e-cpu.mjs` measured the wallet and lobby specs (30 tests) at 188 CPU-seconds with tracing off and
// 249 with it on (1.33×; the GPU process and the runner 2.5×), 139 s against 176 s of wall time. Under CI a failing
// test is retried and the retry records the trace; locally, where nothing is retried, a failure keeps its trace.
export const TRACE = CI ? ('on-first-retry' as const) : ('retain-on-failure' as const);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  globalTimeout: CI ? 20 * 60_000 : undefined,
  maxFailures: CI ? 10 : undefined,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: { launchOptions, trace: TRACE, actionTimeout: 15_000, navigationTimeout: 30_000 },
  projects: [
    // The content server's serial chain (content-freshness, ≈ 25 s on one worker) and the short projects first:
    // Playwright hands out tests in the projects' order, and last they left the other worker idle for the chain's end
    // (docs/testing.md, "Session 24").
    { name: 'content-freshness', testMatch: /content-freshness\.spec/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_CONTENT_PORT}` } },
    // The idle sign-out runs on the content server, whose idle limit is E2E_IDLE_SECONDS (IDLE_TIMEOUT_SECONDS); its
    // browser clock is Playwright's, so the test moves time on instead of waiting the limit out.
    { name: 'idle', testMatch: /idle\.spec/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_CONTENT_PORT}` } },
    { name: 'maintenance', testMatch: /maintenance\.spec/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_MAINTENANCE_PORT}` } },
    {
      name: 'desktop',
      testIgnore: /(maintenance|responsive|phone-layout|content-freshness|idle|cognito)\.spec/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORT}` },
    },
    // Phone width: layout checks, the signed-in layout tour (phone-layout.spec) and the journeys whose behaviour
    // differs on a phone (sign-up steps, game launch's mobile channel). The money journeys (wallet, limits, my games,
    // Harbour games) and the width-independent checks tagged @once run once, at desktop (docs/testing.md).
    {
      name: 'mobile',
      testMatch: /(responsive|phone-layout|screenshots|content-pages|lobby|identity|identity-access|game-launch)\.spec/,
      // Tests tagged @once (tests/e2e/support/once.ts) prove nothing new at phone width: they run at desktop only.
      grepInvert: /@once/,
      use: { ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${E2E_PORT}` },
    },
  ],
  // The three servers start side by side (tests/e2e/support/start-servers.mjs): a list of webServer entries starts
  // one after another, each waiting for the previous one's URL. Ready when all three answer /api/health. A server
  // that exits or a port in use fails at once; 360 s is the three entries' 120 s each, for a machine so busy that
  // starting is slow (three servers side by side share its CPU).
  webServer: {
    command: 'node tests/e2e/support/start-servers.mjs',
    wait: { stdout: /\[e2e\] servers ready/ },
    timeout: 360_000,
    stdout: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(SERVERS) },
  },
});
