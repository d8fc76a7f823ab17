import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium (the headless shell when installed): tests/e2e/support/browser.ts.
import { launchOptions } from './tests/e2e/support/browser';

// The Cognito path end to end: a site server with IDENTITY_PROVIDER=cognito against cognito-local. Its own config
// (two more servers), so the main e2e run does not pay for it:
//   E2E_PORT=<port> npx playwright test --config playwright.cognito.config.ts
process.env.E2E_RUN_ID ??= String(process.pid);
const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/lucky-harbour-e2e-${process.env.E2E_RUN_ID}`;
export const COGNITO_PORT = E2E_PORT + 1;
export const COGNITO_CODE = '123456';
const COGNITO_DIR = `${E2E_DATA_DIR}-cognito`;

// Once per run (the runner and its workers load this file): the pool and app client, created in the emulator's folder.
if (!existsSync(join(COGNITO_DIR, 'ids.json')))
  execFileSync(process.execPath, ['tests/e2e/support/cognito-pool.mjs', COGNITO_DIR, String(COGNITO_PORT)], { stdio: 'inherit' });
export const COGNITO_IDS = JSON.parse(readFileSync(join(COGNITO_DIR, 'ids.json'), 'utf8')) as { userPoolId: string; clientId: string };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /cognito\.spec/,
  workers: 1,
  // Fail fast under CI, as playwright.config.ts does (a few tests: 10 minutes is the ceiling).
  globalTimeout: process.env.CI ? 10 * 60_000 : undefined,
  maxFailures: process.env.CI ? 5 : undefined,
  outputDir: 'test-results/playwright-cognito',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-cognito-results.json' }]],
  use: { launchOptions, trace: 'retain-on-failure', baseURL: `http://127.0.0.1:${E2E_PORT}` },
  // Once, at desktop: which identity provider signs the player in does not depend on the screen's width; the sign-in
  // dialog's phone layout is checked by the main config's mobile project (identity.spec.ts).
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `${process.execPath} ${join(process.cwd(), 'node_modules/cognito-local/lib/bin/start.js')}`,
      cwd: COGNITO_DIR,
      port: COGNITO_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { HOST: '127.0.0.1', PORT: String(COGNITO_PORT), CODE: COGNITO_CODE, NODE_OPTIONS: '' },
    },
    {
      command: 'node --conditions=react-server --import tsx scripts/start.ts',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
        SANDBOX_OUTBOX: 'true',
        // A test-only trusted hop on loopback: the spec's X-Forwarded-For names its client (playwright.config.ts).
        TRUSTED_PROXY_HOPS: '1',
        // Pages it renders stay in its memory, not in the build folder the other e2e servers share (playwright.config.ts).
        NEXT_ISR_FLUSH_TO_DISK: 'false',
        IDENTITY_PROVIDER: 'cognito',
        COGNITO_USER_POOL_ID: COGNITO_IDS.userPoolId,
        COGNITO_CLIENT_ID: COGNITO_IDS.clientId,
        COGNITO_ENDPOINT: `http://127.0.0.1:${COGNITO_PORT}`,
      },
    },
  ],
});
