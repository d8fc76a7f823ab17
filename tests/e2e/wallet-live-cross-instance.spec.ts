import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import WebSocket from 'ws';
import { E2E_PORT } from '../../playwright.config';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-players';
import { generatePrivateJwk } from '../../server/identity/key-store';

// Two app instances (two processes) on one PostgreSQL database and one Redis: a balance change made through
// instance A's HTTP API reaches a websocket held by instance B. Needs the production build (e2e stage), a
// PostgreSQL at TEST_DATABASE_URL's server and a Redis at REDIS_TEST_URL; skips with the reason when either is absent.
const PG_SERVER = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [E2E_PORT + 10, E2E_PORT + 11] as const;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'one server-side test, run once');

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

function startInstance(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: `/tmp/lh-rt-cross-${port}-${randomUUID()}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      NEXT_ISR_FLUSH_TO_DISK: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitHealthy(port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on port ${port} did not become healthy`);
}

/** Reported as skipped with the reason; under CI=true (.ci/run starts both servers) a failure instead. */
function requireServer(up: boolean, reason: string): void {
  if (!up && process.env.CI === 'true') throw new Error(`CI=true but ${reason}: the cross-instance push cannot be proved`);
  test.skip(!up, reason);
}

test('a deposit through instance A is pushed to the player over instance B’s websocket, and to no one else', async () => {
  requireServer(await reachable(PG_SERVER, 5432), `no PostgreSQL at ${PG_SERVER.host}`);
  requireServer(await reachable(new URL(REDIS_URL), 6379), `no Redis at ${REDIS_URL}`);
  const database = `lh_rt_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${database}`);
  const shared = {
    DATABASE_URL: new URL(`/${database}`, PG_SERVER).toString(),
    REDIS_URL,
    REDIS_KEY_PREFIX: `lh-test-${randomUUID()}:`,
    // Both instances sign and verify with one key, as a deployment behind a load balancer must.
    IDENTITY_PRIVATE_JWK: JSON.stringify(await generatePrivateJwk()),
    PAYMENTS_SANDBOX_ENABLED: 'true',
  };
  const [portA, portB] = PORTS;
  const instances: ChildProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    // One after the other: the second start finds the migrations applied.
    instances.push(startInstance(portA, shared));
    await waitHealthy(portA);
    instances.push(startInstance(portB, shared));
    await waitHealthy(portB);

    const signIn = async (port: number, email: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/player/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };
    const listen = async (identityToken: string) => {
      const tokenResponse = await fetch(`http://127.0.0.1:${portB}/api/v1/player/wallet/socket-token`, {
        headers: { authorization: `Bearer ${identityToken}` },
      });
      expect(tokenResponse.status).toBe(200);
      const { token } = (await tokenResponse.json()) as { token: string };
      const socket = new WebSocket(`ws://127.0.0.1:${portB}/api/v1/ws/wallet?token=${token}`);
      sockets.push(socket);
      const messages: string[] = [];
      socket.on('message', (data) => messages.push(Buffer.from(data as Buffer).toString()));
      await new Promise<void>((resolve, reject) => (socket.once('open', () => resolve()), socket.once('error', reject)));
      return { socket, messages };
    };

    const demoToken = await signIn(portA, 'demo@example.com');
    const demo = await listen(demoToken);
    const other = await listen(await signIn(portA, 'ontario@example.com'));

    demo.socket.send('ping');
    await expect.poll(() => demo.messages.includes('pong')).toBe(true);

    // The sandbox cashier on A: open a deposit, approve it; the signed callback credits the ledger on A.
    const auth = { authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' };
    const opened = await fetch(`http://127.0.0.1:${portA}/api/v1/player/wallet/deposit/request`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ amount: 2_000, paymentMethod: 'CREDITCARD' }),
    });
    const { redirectUrl } = (await opened.json()) as { redirectUrl?: string };
    expect(redirectUrl).toBeTruthy();
    const reference = new URL(redirectUrl ?? '').pathname.split('/').at(-1);
    const approved = await fetch(`http://127.0.0.1:${portA}/api/v1/payments/sandbox/cashier/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=APPROVED',
    });
    expect(approved.status).toBe(200);

    const pushed = () => demo.messages.filter((text) => text.includes('"WALLET_BALANCE"'));
    await expect.poll(() => pushed().length, { timeout: 15_000 }).toBe(1);
    const wallet = await fetch(`http://127.0.0.1:${portA}/api/v1/player/wallet`, { headers: auth }).then((response) => response.json());
    expect(JSON.parse(pushed()[0])).toEqual({ body: { type: 'WALLET_BALANCE', balanceMap: wallet } });
    expect(wallet).toMatchObject({ mainBalance: 2_000, totalBalance: 2_000 });
    expect(other.messages.filter((text) => text.includes('"WALLET_BALANCE"'))).toEqual([]);
  } finally {
    sockets.forEach((socket) => socket.terminate());
    await Promise.all(
      instances.map(
        (child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
      ),
    );
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
});

test('a signed-in player’s browser opens the wallet socket; an anonymous visitor’s does not', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await page.goto('/en');
  // Hydrated and known to be anonymous (the header offers sign-in): a wallet socket would have opened by now.
  await page.waitForLoadState('load');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(sockets).not.toContain('/api/v1/ws/wallet');
  const login = await page.request.post('/api/v1/player/login', { data: { email: 'demo@example.com', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const opened = page.waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/api/v1/ws/wallet'), timeout: 30_000 });
  await page.goto('/en');
  const socket = await opened;
  expect(new URL(socket.url()).searchParams.get('token')).toBeTruthy();
  expect(socket.isClosed()).toBe(false);
});
