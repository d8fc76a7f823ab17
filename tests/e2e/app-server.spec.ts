import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { E2E_PORT } from '../../playwright.config';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-players';

// The app server's own order of work, on a fresh instance: after a restart the first request is often a script
// chunk (a tab still open on the old page), which the static file server answers before Next ever runs. Next
// attaches its websocket 'upgrade' listener on the first request *it* handles, and the app server must remove it
// then, or Next hangs up the wallet socket's upgrades. Needs the production build (e2e stage).
const PORT = E2E_PORT + 12;
const DATA_DIR = `/tmp/lh-app-server-${randomUUID()}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'one server-side test, run once');

function startInstance(): { child: ChildProcess; listening: Promise<void> } {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      NEXT_ISR_FLUSH_TO_DISK: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      if (output.includes(`listening on port ${PORT}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before listening`)));
  });
  return { child, listening };
}

function upgradeStatus(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve('open');
      socket.close();
    });
    socket.once('error', (error) => resolve(`error: ${error.message}`));
  });
}

test('a script chunk as the first request leaves the wallet socket answering its own upgrades', async () => {
  const chunk = readdirSync('.next/static/chunks').find((name) => name.endsWith('.js'));
  expect(chunk).toBeDefined();
  const { child, listening } = startInstance();
  try {
    await listening;
    // 1. The first request of the instance: a chunk, answered before Next (server/http/static-assets.ts).
    const script = await fetch(`http://127.0.0.1:${PORT}/_next/static/chunks/${chunk}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public,max-age=31536000,immutable');
    // 2. Next's first request: it attaches its upgrade listener now.
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(health.status).toBe(200);
    // 3. The wallet socket itself answers: 401 for a token it cannot verify.
    expect(await upgradeStatus(`ws://127.0.0.1:${PORT}/api/v1/ws/wallet?token=not-a-token`)).toBe(401);
    // 4. A signed-in player's socket opens and stays open. Next's listener, left in place, ends the socket while the
    //    wallet socket is still verifying the token.
    const login = await fetch(`http://127.0.0.1:${PORT}/api/v1/player/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token: identityToken } = (await login.json()) as { token: string };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const tokenResponse = await fetch(`http://127.0.0.1:${PORT}/api/v1/player/wallet/socket-token`, {
        headers: { authorization: `Bearer ${identityToken}` },
      });
      expect(tokenResponse.status).toBe(200);
      const { token } = (await tokenResponse.json()) as { token: string };
      const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/v1/ws/wallet?token=${token}`);
      const closed: number[] = [];
      socket.on('close', (code) => closed.push(code));
      const opened = await new Promise<string>((resolve) => {
        socket.once('open', () => resolve('open'));
        socket.once('unexpected-response', (_request, response) => resolve(`status ${response.statusCode}`));
        socket.once('error', (error) => resolve(`error: ${error.message}`));
      });
      expect(opened).toBe('open');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(closed).toEqual([]);
      socket.close();
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(DATA_DIR, { recursive: true, force: true });
  }
});
