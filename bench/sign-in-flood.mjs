#!/usr/bin/env node
// A sign-in flood against production servers with and without the bounded password-hashing slots, side by side.
//
//   node bench/sign-in-flood.mjs [--build] [--configs=0,1,2] [--floods=100,200] [--rounds=3] [--page=/en-UN/online-casino]
//                                [--max-seconds=600]
//
// Starts one production server (`npm start`'s scripts/start.ts on the `.next` build; --build runs `npm run build`
// first) per PASSWORD_HASH_CONCURRENCY value in --configs (0 = unbounded, the state before the bound), each with its
// own PGlite folder, then, for each flood size N and round, floods each server in turn (interleaved, so noise from
// other work on the machine hits every server alike) with N concurrent wrong sign-ins (distinct unknown e-mails, one
// connection each) while two sequential probes measure the latency of /api/health and of a lobby page. Prints per
// flood size the probes' p50 / p95 / max, the flood's duration and answers, and the unbounded-to-bounded ratios.
// The per-IP sign-in limit is turned off (RATE_LIMIT_DISABLED=true): a real flood comes from many addresses.
// Load goes to 127.0.0.1 only, is bounded in count and time, and the script stops by itself; servers and temp
// folders are removed at the end, on errors and on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { build: false, configs: [0, 1, 2], floods: [100, 200], rounds: 3, page: '/en-UN/online-casino', maxSeconds: 600 };
  const list = (value) => value.split(',').map(Number);
  for (const arg of argv) {
    const [flag, value = ''] = arg.replace(/^--/, '').split('=');
    if (flag === 'build') options.build = true;
    else if (flag === 'configs' && list(value).every((n) => Number.isInteger(n) && n >= 0)) options.configs = list(value);
    else if (flag === 'floods' && list(value).every((n) => Number.isInteger(n) && n > 0 && n <= 1000)) options.floods = list(value);
    else if (flag === 'rounds' && Number(value) > 0) options.rounds = Number(value);
    else if (flag === 'page' && value.startsWith('/')) options.page = value;
    else if (flag === 'max-seconds' && Number(value) > 0) options.maxSeconds = Number(value);
    else if (flag === 'help' || flag === 'h') {
      console.log(
        readFileSync(fileURLToPath(import.meta.url), 'utf8')
          .split('\n')
          .slice(1, 5)
          .join('\n')
          .replace(/^\/\/ ?/gm, ''),
      );
      process.exit(0);
    } else throw new Error(`unknown or invalid option: ${arg} (try --help)`);
  }
  return options;
}

// ------------------------------------------------------------------------------------ cleanup, always
const servers = [];
let tempRoot;
let stopping = false;

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // our own child's group
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

async function cleanup() {
  for (const { child } of servers) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (servers.some(({ child }) => child.exitCode === null && child.signalCode === null) && Date.now() < deadline) await sleep(100);
  for (const { child } of servers) killGroup(child, 'SIGKILL');
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
}

process.on('exit', () => {
  for (const { child } of servers) killGroup(child, 'SIGKILL');
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------- helpers
function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** One request, body read to the end; answers status and milliseconds. */
function send(agent, port, path, { method = 'GET', body, timeoutMs = 60_000 } = {}) {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint();
    const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6, retryAfter: res.headers['retry-after'] }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms: ${path}`)));
    req.on('error', fail);
    req.end(body);
  });
}

function startServer(config, port) {
  const log = join(tempRoot, `server-${config}.log`);
  const out = createWriteStream(log);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: join(tempRoot, `data-${config}`),
    SITE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_DISABLED: 'true',
    PASSWORD_HASH_CONCURRENCY: String(config),
  };
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL; // each server its own PGlite folder
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const server = { config, port, child, log, label: config === 0 ? 'unbounded' : `bound ${config}` };
  servers.push(server);
  return server;
}

async function waitUntilReady(server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const agent = new http.Agent();
  while (Date.now() < deadline && !stopping) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await send(agent, server.port, '/api/health', { timeoutMs: 5_000 })).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  const tail = existsSync(server.log) ? readFileSync(server.log, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`${server.label} did not answer /api/health within ${timeoutMs / 1000} s; its log ends:\n${tail}`);
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

/** Sequential GETs of `path` until `until` settles: the latency a visitor sees during the flood. */
async function probe(port, path, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  until.finally(() => {
    done = true;
  });
  const times = [];
  const statuses = new Map();
  while (!done && !stopping) {
    const answer = await send(agent, port, path, { timeoutMs: 60_000 });
    times.push(answer.ms);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  agent.destroy();
  return { ...summary(times), statuses };
}

let floodSerial = 0;

/**
 * N sign-ins at once, one connection each, with /api/health and the page probed meanwhile. `wrong`: a wrong password
 * for an unknown e-mail (a hash each); `invalid`: an e-mail that fails validation (400: no hash, no database), the
 * floor that any N concurrent requests cost the server.
 */
async function flood(server, count, page, kind) {
  floodSerial += 1;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = process.hrtime.bigint();
  const signIns = Promise.all(
    Array.from({ length: count }, (_, index) => {
      const email = kind === 'wrong' ? `flood-${floodSerial}-${index}@example.com` : `not-an-email-${index}`;
      const body = JSON.stringify({ email, password: 'Wrong-Pass-2026' });
      return send(agent, server.port, '/api/v1/player/login', { method: 'POST', body, timeoutMs: 120_000 }).catch((error) => ({ status: 'error', error }));
    }),
  );
  const [answers, health, lobby] = await Promise.all([signIns, probe(server.port, '/api/health', signIns), probe(server.port, page, signIns)]);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  const statuses = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const retryAfter = [...new Set(answers.map((answer) => answer.retryAfter).filter(Boolean))].join('/');
  const signInMs = summary(answers.filter((answer) => answer.ms !== undefined).map((answer) => answer.ms));
  return { seconds, statuses, retryAfter, health, lobby, signInMs };
}

// ---------------------------------------------------------------------------------------------- report
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => String(cell).padStart(widths[column])).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');

function merge(results) {
  // Several rounds: the latency figures of every probe answer together are not kept, so each round's figure is
  // shown as the median over rounds (rounds are few; the max is the max).
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const pick = (key, field) => median(results.map((result) => result[key][field]));
  const statuses = {};
  for (const result of results) for (const [status, n] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    seconds: median(results.map((result) => result.seconds)),
    statuses,
    retryAfter: [...new Set(results.map((result) => result.retryAfter).filter(Boolean))].join('/'),
    health: {
      n: results.reduce((sum, result) => sum + result.health.n, 0),
      p50: pick('health', 'p50'),
      p95: pick('health', 'p95'),
      max: Math.max(...results.map((result) => result.health.max)),
    },
    lobby: {
      n: results.reduce((sum, result) => sum + result.lobby.n, 0),
      p50: pick('lobby', 'p50'),
      p95: pick('lobby', 'p95'),
      max: Math.max(...results.map((result) => result.lobby.max)),
    },
    signInMs: { p50: pick('signInMs', 'p50'), max: Math.max(...results.map((result) => result.signInMs.max)) },
  };
}

// ------------------------------------------------------------------------------------------------ main
async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  setTimeout(() => {
    console.error(`time limit: the run exceeded --max-seconds=${options.maxSeconds}`);
    void cleanup().finally(() => process.exit(2));
  }, options.maxSeconds * 1000).unref();

  if (options.build) {
    console.log('npm run build …');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) throw new Error('no production build in .next: run `npm run build` first, or pass --build');

  console.log(
    `sign-in-flood: ${os.availableParallelism()} cores, Node ${process.version}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, ` +
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  tempRoot = mkdtempSync(join(os.tmpdir(), 'sign-in-flood-'));

  for (const config of options.configs) startServer(config, await freePort());
  for (const server of servers) await waitUntilReady(server, 180_000);
  console.log(`servers ready: ${servers.map((server) => `${server.label} on :${server.port}`).join(', ')}`);

  // Warm-up: routes compiled and cached, the dummy hash of unknown e-mails made, PGlite warm.
  const idle = new Map();
  for (const server of servers) {
    const agent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 5; i += 1) await send(agent, server.port, options.page);
    await send(agent, server.port, '/api/v1/player/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'warm-up@example.com', password: 'Wrong-Pass-2026' }),
    });
    const health = [];
    for (let i = 0; i < 30; i += 1) health.push((await send(agent, server.port, '/api/health')).ms);
    const lobby = [];
    for (let i = 0; i < 10; i += 1) lobby.push((await send(agent, server.port, options.page)).ms);
    idle.set(server, { health: summary(health), lobby: summary(lobby) });
    agent.destroy();
  }

  // One row per server flooded with wrong passwords, and the floor: the same N requests refused by validation.
  const floorServer = servers.find((server) => server.config !== 0) ?? servers[0];
  const targets = [
    ...servers.map((server) => ({ server, kind: 'wrong', label: server.label })),
    { server: floorServer, kind: 'invalid', label: `floor (400s) on ${floorServer.label}` },
  ];
  const results = new Map(); // `${label}:${count}` → per-round results
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const count of options.floods) {
      for (const { server, kind, label } of targets) {
        if (stopping) return;
        const result = await flood(server, count, options.page, kind);
        const key = `${label}:${count}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `round ${round}, N=${count}, ${label}: ${result.seconds.toFixed(1)} s, answers ${JSON.stringify(result.statuses)}, ` +
            `health p95 ${ms(result.health.p95)} ms max ${ms(result.health.max)} ms, page p95 ${ms(result.lobby.p95)} ms`,
        );
        await sleep(1_000); // let the hashes of a refused flood's stragglers (none should run) and GC settle
      }
    }
  }

  console.log(`\nIdle (no flood): latency in ms`);
  console.log(
    table([
      ['server', 'health p50', 'health p95', 'health max', 'page p50', 'page p95', 'page max'],
      ...servers.map((server) => {
        const { health, lobby } = idle.get(server);
        return [server.label, ms(health.p50), ms(health.p95), ms(health.max), ms(lobby.p50), ms(lobby.p95), ms(lobby.max)];
      }),
    ]),
  );

  const baseline = servers.find((server) => server.config === 0);
  for (const count of options.floods) {
    console.log(`\nN=${count} concurrent wrong sign-ins (${options.rounds} round(s); p50/p95: median over rounds; max: over all): latency in ms`);
    const merged = new Map(targets.map((target) => [target, merge(results.get(`${target.label}:${count}`))]));
    console.log(
      table([
        [
          'server',
          'flood s',
          'sign-in answers',
          'Retry-After',
          'sign-in p50',
          'health n',
          'health p50',
          'health p95',
          'health max',
          'page n',
          'page p50',
          'page p95',
          'page max',
        ],
        ...targets.map((target) => {
          const m = merged.get(target);
          return [
            target.label,
            m.seconds.toFixed(1),
            Object.entries(m.statuses)
              .map(([status, n]) => `${n}×${status}`)
              .join(' '),
            m.retryAfter || '-',
            ms(m.signInMs.p50),
            m.health.n,
            ms(m.health.p50),
            ms(m.health.p95),
            ms(m.health.max),
            m.lobby.n,
            ms(m.lobby.p50),
            ms(m.lobby.p95),
            ms(m.lobby.max),
          ];
        }),
      ]),
    );
    const baseTarget = targets.find((target) => target.server === baseline && target.kind === 'wrong');
    if (baseTarget) {
      const base = merged.get(baseTarget);
      for (const target of targets.filter((candidate) => candidate !== baseTarget)) {
        const m = merged.get(target);
        console.log(
          `  unbounded ÷ ${target.label}: health p50 ${ratio(base.health.p50, m.health.p50)}, p95 ${ratio(base.health.p95, m.health.p95)}, ` +
            `max ${ratio(base.health.max, m.health.max)}; page p95 ${ratio(base.lobby.p95, m.lobby.p95)}, max ${ratio(base.lobby.max, m.lobby.max)}`,
        );
      }
    }
  }
  console.log(`\ntotal ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

main()
  .then(() => cleanup())
  .then(() => process.exit(0))
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
