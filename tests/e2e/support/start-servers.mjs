// Starts the e2e servers (playwright.config.ts) side by side and prints "[e2e] servers ready" once every one answers
// its health check. Playwright starts the entries of a `webServer` list one after another, each waiting for the
// previous one to answer, so the three servers (migrate PGlite, seed, start Next) started in series.
// Usage: E2E_SERVERS='[{"port":3200,"env":{…}},…]' node tests/e2e/support/start-servers.mjs
// A port already in use fails the start (as `reuseExistingServer: false` did); a server that exits before the
// others are ready fails it too. Playwright stops the process group (this process and its servers) at the end.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const HEALTH_POLL_MS = 250;

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function healthy(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

for (const { port } of servers) {
  if (await portInUse(port)) {
    console.error(`[e2e] port ${port} is already used: stop what runs there, or pick another E2E_PORT`);
    process.exit(1);
  }
}

let stopping = false;
const children = servers.map(({ port, env }) => {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[e2e] the server on port ${port} exited (${signal ?? code})`);
    stop(1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const pending = new Set(servers.map(({ port }) => port));
while (pending.size > 0) {
  for (const port of pending) if (await healthy(port)) pending.delete(port);
  if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
}
console.log('[e2e] servers ready');
