import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { promisify } from 'node:util';
import { expectNoAxeViolations } from './support/axe';
import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Client } from 'pg';
import { E2E_PORT } from '../../playwright.config';
import { screenshot } from './support/photo';
import { signUpThroughApi } from './support/sign-up';

// Identity verification, end to end (issue 22): a new player's withdrawal asks for documents, the verification
// modal uploads an ID and a proof of address, the operator approves them with the review CLI (`npm run documents`),
// the page shows the decision live and the withdrawal goes through. The CLI is another process that must open the
// app's database and reach its sockets, so this spec runs its own instance on PostgreSQL and Redis (skipped with
// the reason when either is absent; a failure under CI=true, where .ci/run starts both).
const PG_SERVER = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
// Next to the run's own servers (E2E_PORT … + 2), inside the port block a run is given.
const PORT = E2E_PORT + 3;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const run = promisify(execFile);

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ isMobile }) => isMobile, 'one journey at desktop; the phone check below sets its own viewport');

// A JPEG and a PDF as their first bytes say (the server checks content, not names).
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function reachable(url: URL, fallbackPort: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || fallbackPort) });
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => (socket.destroy(), resolve(true)));
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: new URL('/postgres', PG_SERVER).toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let instance: ChildProcess | null = null;
let database = '';
let shared: Record<string, string> = {};

test.beforeAll(async () => {
  const up = (await reachable(PG_SERVER, 5432)) && (await reachable(new URL(REDIS_URL), 6379));
  if (!up && process.env.CI === 'true') throw new Error('CI=true but PostgreSQL or Redis is not reachable: the operator review journey cannot run');
  if (!up) return;
  database = `lh_docs_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${database}`);
  shared = {
    DATABASE_URL: new URL(`/${database}`, PG_SERVER).toString(),
    REDIS_URL,
    REDIS_KEY_PREFIX: `lh-docs-${randomUUID()}:`,
    DATA_DIR: `/tmp/lh-docs-${PORT}-${randomUUID()}`,
  };
  instance = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...shared,
      PORT: String(PORT),
      SITE_URL: BASE_URL,
      NEXT_ISR_FLUSH_TO_DISK: 'false',
      SANDBOX_OUTBOX: 'true',
      TRUSTED_PROXY_HOPS: '1',
      PASSWORD_HASH_MAX_WAIT_MS: '10000',
      PAYMENTS_SANDBOX_ENABLED: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE_URL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the documents instance did not become healthy');
});

test.afterAll(async () => {
  if (instance) {
    instance.kill('SIGTERM');
    await new Promise((resolve) => instance?.once('exit', resolve));
  }
  if (database) await adminQuery(`drop database if exists ${database} with (force)`);
});

/** `npm run documents -- …` against the instance's database, publishing through its Redis. */
async function documentsCli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/documents.ts', ...args], {
    env: { ...process.env, NODE_OPTIONS: '', ...shared },
    timeout: 60_000,
  });
  return stdout;
}

async function depositThroughSandbox(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const opened = await request.post('/api/v1/player/wallet/deposit/request', { headers, data: { amount, paymentMethod: 'CREDITCARD' } });
  expect(opened.status()).toBe(200);
  const reference = new URL(((await opened.json()) as { redirectUrl: string }).redirectUrl).pathname.split('/').at(-1);
  expect((await request.post(`/api/v1/payments/sandbox/cashier/${reference}`, { form: { outcome: 'APPROVED' } })).status()).toBe(200);
}

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: BASE_URL });
  return context.newPage();
}

async function uploadStep(page: Page, modal: ReturnType<Page['getByTestId']>, subType: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await modal.getByRole('radio', { name: subType }).check();
  if (await modal.getByTestId('verification-continue').isVisible()) await modal.getByTestId('verification-continue').click();
  await modal.getByTestId('verification-file-input').setInputFiles(file);
  await modal.getByTestId('verification-submit').click();
  await expect(modal.getByTestId('verification-upload-success')).toBeVisible({ timeout: 30_000 });
}

test('a new player withdraws after uploading an ID and an address document and an operator approves them from the CLI', async ({ browser }, testInfo) => {
  test.skip(!instance, `no PostgreSQL at ${PG_SERVER.host} or no Redis at ${REDIS_URL}`);
  const page = await newPage(browser);
  const player = await signUpThroughApi(page.request, testInfo, 'documents');
  await depositThroughSandbox(page.request, player.token, 5_000);

  // The withdrawal asks for documents: the verification modal opens from WITHDRAW at the identity document.
  await page.goto('/en-UN/my-account/banking/withdraw');
  await page.getByLabel('Amount').fill('10');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-result')).toContainText('Verify your identity');
  const modal = page.getByTestId('verification-modal');
  await expect(modal).toHaveAttribute('data-start-point', 'WITHDRAW');
  await expect(modal).toHaveAttribute('data-state', 'PRE_UPLOAD_ID', { timeout: 30_000 });
  await screenshot(page, testInfo, 'documents-modal-id');
  await modal.getByTestId('verification-continue').click();
  await expect(modal).toHaveAttribute('data-state', 'UPLOAD_ID');

  // A renamed executable is refused, by its content.
  await modal
    .getByTestId('verification-file-input')
    .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a photo') });
  await modal.getByTestId('verification-submit').click();
  await expect(modal).toHaveAttribute('data-state', 'UPLOAD_ID_ERROR');
  await expect(modal.getByTestId('verification-upload-error')).toContainText('passport.jpg is not a JPEG');

  await uploadStep(page, modal, 'Passport', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await modal.getByTestId('verification-next').click();
  await expect(modal).toHaveAttribute('data-state', 'SELECT_POA_DOCUMENT_TYPE');
  await uploadStep(page, modal, 'Utility bill', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await modal.getByTestId('verification-next').click();
  await expect(modal).toHaveAttribute('data-state', 'UPLOADED');
  await expect(modal.getByTestId('verification-outcome')).toContainText('under review');
  await screenshot(page, testInfo, 'documents-modal-uploaded');
  await modal.getByTestId('verification-done').click();

  // Under review: the page says so, and a withdrawal waits for the review.
  await page.goto('/en-UN/my-account/account/verification');
  const level = page.getByTestId('verification-level');
  await expect(level).toHaveAttribute('data-kyc-status', 'PENDING');
  await expect(page.getByTestId('document-PROOF_OF_ID').getByTestId('document-status')).toHaveText('Under review');
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS').getByTestId('document-file')).toHaveText('bill.pdf');
  await screenshot(page, testInfo, 'documents-page-under-review', true);

  // The operator's desk: the two documents are in the queue; approving both verifies the player, pushed live.
  const queue = await documentsCli('list');
  const mine = queue.split('\n').filter((line) => line.includes(player.email));
  expect(mine.map((line) => line.split('\t')[2])).toEqual(['PROOF_OF_ID/PASSPORT', 'PROOF_OF_ADDRESS/UTILITY_BILL']);
  const ids = mine.map((line) => line.split('\t')[0]);
  expect(await documentsCli('show', ids[0])).toContain('image/jpeg');
  expect(await documentsCli('approve', ids[0], '--operator=e2e.anna')).toContain('KYC PENDING');
  expect(await documentsCli('approve', ids[1], '--operator=e2e.anna')).toContain('KYC FULLY VERIFIED');
  await expect(level).toHaveAttribute('data-kyc-status', 'FULLY VERIFIED', { timeout: 30_000 });
  await expect(level).toHaveText('Verified');
  await expect(page.getByTestId('document-PROOF_OF_ADDRESS').getByTestId('document-status')).toHaveText('Verified');
  await screenshot(page, testInfo, 'documents-page-verified', true);

  // The withdrawal goes through.
  await page.goto('/en-UN/my-account/banking/withdraw');
  await page.getByLabel('Amount').fill('10');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-result')).toContainText('Withdrawal requested');
  await page.context().close();
});

test('the verification modal at phone width: no overflow, reachable controls, no axe violation', async ({ browser }, testInfo) => {
  test.skip(!instance, `no PostgreSQL at ${PG_SERVER.host} or no Redis at ${REDIS_URL}`);
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  const page = await newPage(browser, phone);
  await signUpThroughApi(page.request, testInfo, 'documents-phone');
  await page.goto('/en-UN/my-account/account/verification');
  await page.getByTestId('verification-start').click();
  const modal = page.getByTestId('verification-modal');
  await expect(modal).toHaveAttribute('data-state', 'PRE_UPLOAD_ID', { timeout: 30_000 });
  await modal.getByTestId('verification-continue').click();
  await expect(modal.getByTestId('verification-submit')).toBeInViewport();
  await expect(modal.getByRole('radio', { name: 'Driving licence' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const panel = await modal.boundingBox();
  expect(panel?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page, '', { include: '[role="dialog"]' });
  await screenshot(page, testInfo, 'documents-modal-phone');
  await page.context().close();
});
