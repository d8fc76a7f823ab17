#!/usr/bin/env node
// Our pages against a bare Next.js page, side by side in one run, printed as ratios.
//
//   node bench/page-vs-bare.mjs [--skip-build] [--connections=8] [--generator=wrk|node] [--phase-seconds=1]
//                               [--requests=600] [--rounds=10|3] [--warmup=50] [--gzip] [--lighthouse=5] [--max-seconds=600]
//
// Builds our site into .next-bench with the bare baseline page added (BENCH_BARE_PAGE=1 routes
// app/bench-bare/*.bench.js at /bench-bare, rendered per request, and at /bench-bare/static, prerendered and served
// from cache as our ISR pages are; skipped with --skip-build when a build is there), and the same page as a
// separate bare App Router app (copied into a temp folder outside the repo), starts both production servers on free
// loopback ports, warms them up, then runs a closed-loop load (N connections) against each target in interleaved
// rounds, so noise from other work on the machine hits every target alike. The load comes from wrk (a native load
// generator, one thread, a fixed time per target and round) when it is installed, otherwise from the built-in Node
// generator (a fixed number of requests per target); the built-in one can be chosen with --generator=node. Load
// goes to 127.0.0.1 only, is bounded in time (and, with the built-in generator, in requests), and the script stops
// by itself; servers and temp folders are removed at the end, on errors and on Ctrl-C.
// See docs/benchmarks.md for what the figures mean.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, createWriteStream } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median, performanceMedian, seoAndAccessibility } from './lib/lighthouse-runs.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The baseline page, routed in our bench build (next.config.mjs) and copied as app/{layout,page}.js into the bare app.
const BARE_PAGE_DIR = join(ROOT, 'app', 'bench-bare');
const BARE_PATH = '/bench-bare';
const BARE_STATIC_PATH = '/bench-bare/static';
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const OUR_DIST = '.next-bench';

/** Real paths from the seeded dataset: a casino game page and a promotion detail page. */
function sampleRoutes() {
  const documents = readFileSync(join(ROOT, 'content', 'dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const game = documents.find((doc) => doc._type === 'casinoGames' && doc.gameSlug?.current);
  // A running offer a visitor may see: ended, signed-in-only and market-limited offers answer 404 to a visitor.
  const now = new Date().toISOString();
  const promotion = documents.find(
    (doc) =>
      doc._type === 'promotion' &&
      doc.slug?.current &&
      doc.authorized !== 'authorized' &&
      !doc.markets?.length &&
      (!doc.endDate || doc.endDate > now) &&
      (!doc.startDate || doc.startDate <= now),
  );
  const category = promotion && documents.find((doc) => doc._id === promotion.category?._ref);
  if (!game || !promotion || !category) throw new Error('content/dataset.ndjson lacks a casino game or a promotion with a category');
  return { game: `/play/${game.gameSlug.current}`, promotion: `/promotions/${category.slug.current}/${promotion.slug.current}` };
}

// ---------------------------------------------------------------------------------------------- options
function parseArgs(argv) {
  const options = {
    skipBuild: false,
    connections: 8,
    generator: undefined,
    phaseSeconds: 1,
    requests: 600,
    rounds: undefined,
    warmup: 50,
    gzip: false,
    lighthouse: 5,
    maxSeconds: 600,
  };
  const numeric = {
    connections: 'connections',
    'phase-seconds': 'phaseSeconds',
    requests: 'requests',
    rounds: 'rounds',
    warmup: 'warmup',
    'max-seconds': 'maxSeconds',
  };
  for (const arg of argv) {
    const [flag, value] = arg.replace(/^--/, '').split('=');
    if (flag === 'skip-build') options.skipBuild = true;
    else if (flag === 'generator' && (value === 'wrk' || value === 'node')) options.generator = value;
    else if (flag === 'gzip') options.gzip = true;
    else if (flag === 'lighthouse' && Number.isInteger(Number(value)) && Number(value) >= 0) options.lighthouse = Number(value);
    else if (flag === 'help' || flag === 'h') {
      console.log(
        readFileSync(fileURLToPath(import.meta.url), 'utf8')
          .split('\n')
          .slice(1, 5)
          .join('\n')
          .replace(/^\/\/ ?/gm, ''),
      );
      process.exit(0);
    } else if (numeric[flag] && Number.isInteger(Number(value)) && Number(value) > 0) options[numeric[flag]] = Number(value);
    else throw new Error(`unknown or invalid option: ${arg} (try --help)`);
  }
  const wrk = wrkVersion();
  if (options.generator === 'wrk' && !wrk) throw new Error('--generator=wrk: wrk is not installed (apt-get install -y wrk)');
  options.generator ??= wrk ? 'wrk' : 'node';
  options.wrkVersion = wrk;
  // wrk: many short phases (10 × 1 s per target), so a target and the baseline are measured seconds apart on a host
  // whose speed drifts; the built-in generator: 3 rounds of a fixed number of requests.
  options.rounds ??= options.generator === 'wrk' ? 10 : 3;
  if (options.generator === 'node' && options.requests < options.rounds) throw new Error('--requests must be at least --rounds');
  return options;
}

// ------------------------------------------------------------------------------------ cleanup, always
const children = new Set(); // { name, child } — each spawned in its own process group
let tempRoot;
let restoreFiles = () => {};
let cleaning;
let aborted; // { reason, code } once Ctrl-C or the time limit stops the run

/** Stops the run: loops and waits see `aborted` and give up, servers go, then the process exits with `code`. */
function abort(reason, code) {
  if (aborted) return;
  aborted = { reason, code };
  console.error(`\n${reason}: stopping servers and removing temp folders…`);
  void cleanup().finally(() => process.exit(code));
  setTimeout(() => process.exit(code), 15_000).unref();
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // our own child's group: the server and anything it spawned (next start)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function cleanup() {
  cleaning ??= (async () => {
    for (const { child } of children) killGroup(child, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while ([...children].some(({ child }) => !exited(child)) && Date.now() < deadline) await sleep(100);
    for (const { child } of children) killGroup(child, 'SIGKILL');
    await sleep(100);
    restoreFiles();
    if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
  })();
  return cleaning;
}

// Last resort when the process ends some other way: no waiting possible here, only signals and a sync rm.
process.on('exit', () => {
  for (const { child } of children) killGroup(child, 'SIGKILL');
  restoreFiles();
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => abort(signal, 130));
}

// ---------------------------------------------------------------------------------------------- helpers
function sleep(ms) {
  return new Promise((done) => setTimeout(done, ms));
}

function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Runs a command to completion with its output in a log file; on failure shows the log's tail. */
function run(name, command, args, { cwd, env, log }) {
  return new Promise((done, fail) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const entry = { name, child };
    children.add(entry);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      children.delete(entry);
      out.end(() => {
        if (code === 0) return done();
        const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
        fail(new Error(`${name} failed (${signal ?? `exit ${code}`}); last lines of ${log}:\n${tail}`));
      });
    });
  });
}

/** Starts a long-running server; keeps its output in a log file for error reports. */
function startServer(name, command, args, { cwd, env, log }) {
  const out = createWriteStream(log);
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  children.add({ name, child });
  return { name, child, log };
}

async function waitUntilReady(server, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !aborted) {
    if (exited(server.child)) break;
    try {
      const response = await request(new http.Agent(), url, 5_000);
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  const tail = existsSync(server.log) ? readFileSync(server.log, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`${server.name} did not answer 200 at ${url} within ${timeoutMs / 1000} s; last lines of its log:\n${tail}`);
}

function fileSnapshot(paths) {
  const before = new Map(paths.map((path) => [path, existsSync(path) ? readFileSync(path, 'utf8') : undefined]));
  // `next build` points next-env.d.ts at the distDir it built; put back what other builds (and tsc) expect,
  // unless someone else changed the file meanwhile.
  return () => {
    for (const [path, content] of before) {
      if (content === undefined || !existsSync(path)) continue;
      const now = readFileSync(path, 'utf8');
      if (now !== content && now.includes(OUR_DIST)) writeFileSync(path, content);
    }
  };
}

// ------------------------------------------------------------------------------------- load generator
/** One GET on a keep-alive agent, body read to the end, redirects not followed. */
function request(agent, url, timeoutMs, headers = {}) {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint();
    const req = http.get(url, { agent, headers, timeout: timeoutMs }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => done({ status: res.statusCode, bytes, ms: Number(process.hrtime.bigint() - start) / 1e6, location: res.headers.location }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms: ${url}`)));
    req.on('error', fail);
  });
}

/** The page's largest `/_next/static` script, by its size as sent without compression. */
async function largestScript(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const paths = [...new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]))];
  if (!paths.length) throw new Error(`${pageUrl}: no scripts found`);
  const sized = [];
  for (const path of paths) {
    const url = new URL(path, pageUrl).href;
    const answer = await request(new http.Agent(), url, 30_000, { 'accept-encoding': 'identity' });
    sized.push({ path, url, bytes: answer.bytes });
  }
  return sized.sort((a, b) => b.bytes - a.bytes)[0];
}

/**
 * Closed loop: `connections` workers, each sending its next request when the previous answer is read, until
 * `count` requests are done or `maxMs` has passed (then the phase stops early and says so).
 */
async function load(target, count, connections, maxMs, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let issued = 0;
  let errors = 0;
  let bytes = 0;
  /** @type {string | undefined} */
  let firstError;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + maxMs;
  async function worker() {
    while (issued < count && Date.now() < deadline && !aborted) {
      issued += 1;
      try {
        const response = await request(agent, target.url, 10_000, headers);
        latencies.push(response.ms);
        if (response.status === target.expect) bytes = response.bytes;
        if (response.status !== target.expect) {
          errors += 1;
          firstError ??= `status ${response.status} (expected ${target.expect})`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= error.message;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { latencies, seconds, errors, firstError, bytes, truncated: issued < count };
}

/** wrk's version line ("wrk 4.1.0 …"), or undefined when wrk is not on the PATH. */
function wrkVersion() {
  try {
    // wrk prints its usage (with the version on the first line) and exits 1 when given no URL.
    execFileSync('wrk', ['--version'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const first = String(error.stdout ?? '')
      .split('\n')[0]
      .trim();
    if (error.code === 'ENOENT' || !first.startsWith('wrk')) return undefined;
    return first.replace(/\s*Copyright.*$/, '');
  }
  return undefined;
}

/** CPU seconds used so far by this process's finished (waited-for) children: fields cutime + cstime of /proc/self/stat. */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return NaN; // not Linux
  }
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const WRK_UNITS = { us: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 };
const WRK_SIZES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/**
 * One phase with wrk: `connections` keep-alive connections on one thread for `phaseSeconds`, each sending its next
 * request as soon as the previous answer is read (the same closed loop as the built-in generator, in native code, so
 * reading a large page costs the load side far less CPU on the cores the servers share). Returns the request count,
 * p50 and p99 from wrk's latency distribution, and errors: socket errors, timeouts, answers outside 2xx/3xx, and
 * answers shorter on average than the warm-up's body (wrk does not check the status beyond that).
 */
async function loadWithWrk(target, phaseSeconds, connections, headers, expectedBytes) {
  const args = ['-t1', `-c${connections}`, `-d${phaseSeconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(target.url);
  const output = await new Promise((done, fail) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const entry = { name: 'wrk', child };
    children.add(entry);
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => {
      children.delete(entry);
      if (code === 0) done(text);
      else fail(new Error(`wrk exited ${code} on ${target.url}:\n${text}`));
    });
  });
  const summary = output.match(/(\d+) requests in ([\d.]+)(us|ms|s|m), ([\d.]+)(B|KB|MB|GB) read/);
  if (!summary) throw new Error(`cannot read wrk's output for ${target.url}:\n${output}`);
  const count = Number(summary[1]);
  const phaseMs = Number(summary[2]) * WRK_UNITS[summary[3]];
  const bytesRead = Number(summary[4]) * WRK_SIZES[summary[5]];
  const latency = (p) => {
    const match = output.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return match ? Number(match[1]) * WRK_UNITS[match[2]] : NaN;
  };
  let errors = 0;
  /** @type {string | undefined} */
  let firstError;
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  if (socket) {
    errors += socket
      .slice(1)
      .map(Number)
      .reduce((sum, value) => sum + value, 0);
    if (errors) firstError ??= socket[0];
  }
  const non2xx = output.match(/Non-2xx or 3xx responses: (\d+)/);
  if (non2xx) {
    errors += Number(non2xx[1]);
    firstError ??= non2xx[0];
  }
  const perResponse = count ? bytesRead / count : 0;
  if (count && perResponse < expectedBytes * 0.95) {
    errors += count;
    firstError ??= `responses averaged ${Math.round(perResponse)} bytes with headers, warm-up body was ${expectedBytes}`;
  }
  return { count, seconds: phaseMs / 1000, p50: latency(50), p99: latency(99), errors, firstError };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ------------------------------------------------------------------------------------ first-load JS
/** Gzipped (level 9) and raw bytes of a route's first-load chunks, from Next 16's route-bundle-stats.json. */
function firstLoadJs(appDir, distDir, route) {
  const file = join(appDir, distDir, 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(file)) return { error: `${file} not found` };
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  const entry = stats.find((item) => (route instanceof RegExp ? route.test(item.route) : item.route === route));
  if (!entry) return { error: `route ${route} not in ${file}` };
  let gzip = 0;
  let raw = 0;
  for (const chunk of entry.firstLoadChunkPaths) {
    const content = readFileSync(join(appDir, chunk)); // paths are relative to the app folder (they start with distDir)
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { route: entry.route, gzip, raw, reported: entry.firstLoadUncompressedJsBytes, chunks: entry.firstLoadChunkPaths.length };
}

// ---------------------------------------------------------------------------------------------- output
function table(rows, align) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => (align[column] === 'l' ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const kB = (bytes) => fixed(bytes / 1024, 1);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// ------------------------------------------------------------------------------------------------ main
async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  const watchdog = setTimeout(() => abort(`time limit: the run exceeded --max-seconds=${options.maxSeconds}`, 2), options.maxSeconds * 1000);
  watchdog.unref();

  if (!existsSync(NEXT_BIN)) throw new Error(`${NEXT_BIN} not found: install the project's dependencies first`);
  const routes = sampleRoutes();
  tempRoot = mkdtempSync(join(os.tmpdir(), 'page-vs-bare-'));
  const bareDir = join(tempRoot, 'bare-app');
  const dataDir = join(tempRoot, 'data');
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  delete baseEnv.NODE_OPTIONS; // the servers run as they do in production, without our shell's extras

  console.log(
    `page-vs-bare: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, ` +
      `Next ${JSON.parse(readFileSync(join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version}, ` +
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  console.log(`temp folder ${tempRoot}`);

  // 1. Builds, one after the other (two cores: in parallel they would only slow each other down).
  const ourBuilt = existsSync(join(ROOT, OUR_DIST, 'BUILD_ID'));
  if (options.skipBuild && ourBuilt) {
    console.log(`build ours: skipped (--skip-build, ${OUR_DIST} exists)`);
  } else {
    if (options.skipBuild) console.log(`--skip-build: ${OUR_DIST} has no build yet, building it`);
    const since = Date.now();
    process.stdout.write(`build ours: NEXT_DIST_DIR=${OUR_DIST} next build … `);
    restoreFiles = fileSnapshot([join(ROOT, 'next-env.d.ts'), join(ROOT, 'tsconfig.json')]);
    await run('our next build', process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      env: { ...baseEnv, NEXT_DIST_DIR: OUR_DIST, BENCH_BARE_PAGE: '1' },
      log: join(tempRoot, 'build-ours.log'),
    });
    restoreFiles();
    console.log(seconds(since));
  }
  // As `npm run build` does: the chunks' br and gzip files, which our server sends as they are (idempotent).
  await run('precompress', process.execPath, ['--import', 'tsx', 'scripts/precompress-static.ts'], {
    cwd: ROOT,
    env: { ...baseEnv, NEXT_DIST_DIR: OUR_DIST },
    log: join(tempRoot, 'precompress.log'),
  });

  {
    const since = Date.now();
    process.stdout.write('build bare: next build (temp folder) … ');
    mkdirSync(join(bareDir, 'app'), { recursive: true });
    for (const name of ['layout', 'page']) cpSync(join(BARE_PAGE_DIR, `${name}.bench.js`), join(bareDir, 'app', `${name}.js`));
    symlinkSync(join(ROOT, 'node_modules'), join(bareDir, 'node_modules'), 'dir');
    // Turbopack only resolves files under its root; node_modules is a symlink into the repo, so the root is
    // the closest folder holding both.
    const root = commonAncestor(bareDir, ROOT);
    writeFileSync(
      join(bareDir, 'next.config.mjs'),
      `export default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)}, poweredByHeader: false };\n`,
    );
    await run('bare next build', process.execPath, [NEXT_BIN, 'build'], { cwd: bareDir, env: baseEnv, log: join(tempRoot, 'build-bare.log') });
    console.log(seconds(since));
  }

  // 2. Servers.
  const [ourPort, barePort] = [await freePort(), await freePort()];
  let since = Date.now();
  const ours = startServer('our server', process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...baseEnv, NEXT_DIST_DIR: OUR_DIST, BENCH_BARE_PAGE: '1', PORT: String(ourPort), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${ourPort}` },
    log: join(tempRoot, 'server-ours.log'),
  });
  const bare = startServer('bare server', process.execPath, [NEXT_BIN, 'start', '-p', String(barePort), '-H', '127.0.0.1'], {
    cwd: bareDir,
    env: baseEnv,
    log: join(tempRoot, 'server-bare.log'),
  });
  await Promise.all([waitUntilReady(ours, `http://127.0.0.1:${ourPort}/api/health`, 120_000), waitUntilReady(bare, `http://127.0.0.1:${barePort}/`, 60_000)]);
  console.log(`servers ready in ${seconds(since)}: ours on 127.0.0.1:${ourPort} (PGlite in the temp folder), bare on 127.0.0.1:${barePort}`);

  const targets = [
    // The baseline: our pages are ISR pages, served from cache once rendered, so the bare page served from cache is the
    // like-for-like (and stricter) comparison; the same page rendered on every request is the next row.
    {
      id: 'bareStatic',
      label: `ours ${BARE_STATIC_PATH}`,
      url: `http://127.0.0.1:${ourPort}${BARE_STATIC_PATH}`,
      expect: 200,
      what: 'bare page of our build, prerendered (baseline)',
    },
    { id: 'bare', label: `ours ${BARE_PATH}`, url: `http://127.0.0.1:${ourPort}${BARE_PATH}`, expect: 200, what: 'the same bare page, rendered per request' },
    { id: 'bareApp', label: 'bare app /', url: `http://127.0.0.1:${barePort}/`, expect: 200, what: 'the same page as a separate bare app' },
    { id: 'home', label: 'ours /en-UN', url: `http://127.0.0.1:${ourPort}/en-UN`, expect: 200, what: 'home: gate + next-intl + shell' },
    { id: 'terms', label: 'ours /en-UN/terms', url: `http://127.0.0.1:${ourPort}/en-UN/terms`, expect: 200, what: 'content page' },
    {
      id: 'lobby',
      label: 'ours /en-UN/online-casino',
      url: `http://127.0.0.1:${ourPort}/en-UN/online-casino`,
      expect: 200,
      what: 'casino lobby (desktop user agent)',
    },
    {
      id: 'category',
      label: 'ours /en-UN/online-casino/all-games',
      url: `http://127.0.0.1:${ourPort}/en-UN/online-casino/all-games`,
      expect: 200,
      what: 'casino category page',
    },
    { id: 'virtuals', label: 'ours /en-UN/virtuals', url: `http://127.0.0.1:${ourPort}/en-UN/virtuals`, expect: 200, what: 'virtual sports lobby' },
    { id: 'game', label: `ours /en-UN${routes.game}`, url: `http://127.0.0.1:${ourPort}/en-UN${routes.game}`, expect: 200, what: 'game page' },
    { id: 'redirect', label: 'ours /xx/online-casino', url: `http://127.0.0.1:${ourPort}/xx/online-casino`, expect: 307, what: 'redirect by the gate alone' },
    { id: 'health', label: 'ours /api/health', url: `http://127.0.0.1:${ourPort}/api/health`, expect: 200, what: 'API route + DB ping' },
  ];
  // Browsers always ask for compression: the baseline and the lobby once more as a browser asks for them, so one run
  // gives the lobby's ratio both ways (with --gzip every target already asks for gzip).
  const BROWSER_ENCODINGS = 'gzip, deflate, br';
  if (!options.gzip) {
    targets.push(
      {
        id: 'bareStaticZ',
        label: `ours ${BARE_STATIC_PATH}`,
        url: `http://127.0.0.1:${ourPort}${BARE_STATIC_PATH}`,
        expect: 200,
        encodings: BROWSER_ENCODINGS,
        what: `the baseline, Accept-Encoding: ${BROWSER_ENCODINGS}`,
      },
      {
        id: 'lobbyZ',
        label: 'ours /en-UN/online-casino',
        url: `http://127.0.0.1:${ourPort}/en-UN/online-casino`,
        expect: 200,
        encodings: BROWSER_ENCODINGS,
        what: `the lobby, Accept-Encoding: ${BROWSER_ENCODINGS}`,
      },
    );
    // The largest script each page loads (React DOM on both) as a browser asks for it: ours is sent as the br file
    // compressed at build time (server/http/static-assets.ts), bare `next start` compresses it on every request.
    const [ourChunk, bareChunk] = [
      await largestScript(`http://127.0.0.1:${ourPort}/en-UN/online-casino`),
      await largestScript(`http://127.0.0.1:${barePort}/`),
    ];
    targets.push(
      {
        id: 'chunkZ',
        label: `ours ${ourChunk.path}`,
        url: ourChunk.url,
        expect: 200,
        encodings: BROWSER_ENCODINGS,
        what: `the lobby's largest script (${kB(ourChunk.bytes)} kB), Accept-Encoding: ${BROWSER_ENCODINGS}`,
      },
      {
        id: 'bareChunkZ',
        label: `bare app ${bareChunk.path}`,
        url: bareChunk.url,
        expect: 200,
        encodings: BROWSER_ENCODINGS,
        what: `the bare app's largest script (${kB(bareChunk.bytes)} kB), same Accept-Encoding`,
      },
    );
  }
  // A desktop browser's user agent, so the device class (and with it the grid) is the same on every target.
  const headers = {
    accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    ...(options.gzip ? { 'accept-encoding': 'gzip' } : {}),
  };
  const headersFor = (target) => (target.encodings ? { ...headers, 'accept-encoding': target.encodings } : headers);

  // 3. Warm-up, and a check that every target answers what it should.
  since = Date.now();
  for (const target of targets) {
    const probe = await request(new http.Agent(), target.url, 30_000, headersFor(target));
    if (probe.status !== target.expect) {
      const hint = target.id.startsWith('bare') && target.id !== 'bareApp' ? ` (is ${OUR_DIST} a current benchmark build? run without --skip-build)` : '';
      throw new Error(`${target.label}: status ${probe.status}, expected ${target.expect}${hint}`);
    }
    if (target.id === 'redirect') target.what += ` → ${probe.location}`;
    target.bytes = probe.bytes;
    const warm = await load(target, options.warmup, options.connections, 60_000, headersFor(target));
    if (aborted) return aborted.code;
    if (warm.errors) throw new Error(`${target.label}: ${warm.errors} failed warm-up request(s): ${warm.firstError}`);
  }
  console.log(`warm-up: ${options.warmup} requests per target in ${seconds(since)}`);

  // 4. Measurement: the same share of the load per target in each round (a fixed time with wrk, a fixed number of
  // requests with the built-in generator), the order rotating every round.
  const perRound = Array.from(
    { length: options.rounds },
    (_, round) => Math.floor(options.requests / options.rounds) + (round < options.requests % options.rounds ? 1 : 0),
  );
  const results = new Map(
    targets.map((target) => [
      target.id,
      { latencies: [], count: 0, seconds: 0, errors: 0, rounds: [], p50s: [], p99s: [], bytes: 0, truncated: false, firstError: undefined },
    ]),
  );
  const phaseCap = 45_000;
  since = Date.now();
  const cpuBefore = process.cpuUsage();
  const childCpuBefore = childrenCpuSeconds();
  for (let round = 0; round < options.rounds; round += 1) {
    const order = targets.map((_, index) => targets[(index + round) % targets.length]);
    const line = [];
    for (const target of order) {
      const result = results.get(target.id);
      let phase;
      if (options.generator === 'wrk') {
        phase = await loadWithWrk(target, options.phaseSeconds, options.connections, headersFor(target), target.bytes);
        result.p50s.push(phase.p50);
        result.p99s.push(phase.p99);
        result.bytes = target.bytes;
      } else {
        phase = await load(target, perRound[round], options.connections, phaseCap, headersFor(target));
        result.latencies.push(...phase.latencies);
        result.bytes = phase.bytes;
        result.truncated ||= phase.truncated;
        phase.count = phase.latencies.length;
      }
      if (aborted) return aborted.code;
      result.count += phase.count;
      result.seconds += phase.seconds;
      result.errors += phase.errors;
      result.firstError ??= phase.firstError;
      result.rounds.push(phase.count / phase.seconds);
      line.push(`${target.id} ${fixed(phase.count / phase.seconds, 0)}/s`);
    }
    console.log(`round ${round + 1}/${options.rounds}: ${line.join(', ')}`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const wall = (Date.now() - since) / 1000;
  // The load generator shares the cores with the servers: say how much of them it took.
  const generatorCpu = (cpu.user + cpu.system) / 1e6 + (options.generator === 'wrk' ? childrenCpuSeconds() - childCpuBefore : 0);
  console.log(
    `measured in ${wall.toFixed(1)} s; load generator (${options.generator === 'wrk' ? `${options.wrkVersion}, one thread` : 'built-in, Node'}) ` +
      `used ${generatorCpu.toFixed(1)} s CPU (${fixed((generatorCpu / wall) * 100, 0)} % of one core); ` +
      `load average now ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );

  // 5. First-load JS.
  const jsOurs = firstLoadJs(ROOT, OUR_DIST, '/[locale]/by-device/[device]'); // home (the gate rewrites it per device class)
  const jsLobby = firstLoadJs(ROOT, OUR_DIST, /\/online-casino$/);
  const jsBare = firstLoadJs(ROOT, OUR_DIST, BARE_PATH);
  const jsBareApp = firstLoadJs(bareDir, '.next', '/');

  // 6. Lighthouse (mobile, simulated throttling) once the load has stopped, so it has the cores to itself.
  let lighthouseReport;
  if (options.lighthouse > 0) {
    since = Date.now();
    const lobbyUrl = `http://127.0.0.1:${ourPort}/en-UN/online-casino`;
    const median = await performanceMedian(lobbyUrl, options.lighthouse, (line) => console.log(line));
    // The same measurement of the bare page of our build: the framework's own floor under Lighthouse's model.
    const bareMedian = await performanceMedian(`http://127.0.0.1:${ourPort}${BARE_PATH}`, options.lighthouse, (line) => console.log(`bare page ${line}`));
    const pages = [
      ['lobby', '/online-casino'],
      ['category', '/online-casino/all-games'],
      ['virtual lobby', '/virtuals'],
      ['race page', '/play/harbour-derby'],
      ['game page', routes.game],
      ['promotion', routes.promotion],
    ];
    const audits = [];
    for (const [label, path] of pages) audits.push({ label, path, ...(await seoAndAccessibility(`http://127.0.0.1:${ourPort}/en-UN${path}`)) });
    lighthouseReport = { median, bareMedian, audits, seconds: seconds(since) };
  }

  // Report.
  const summary = targets.map((target) => {
    const result = results.get(target.id);
    if (options.generator === 'wrk') {
      // wrk gives each phase's percentiles, not its samples: p50 is the median of the rounds' p50s, p99 the highest p99.
      return { target, result, rps: result.count / result.seconds, p50: median(result.p50s), p99: Math.max(...result.p99s), n: result.count };
    }
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return { target, result, rps: sorted.length / result.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
  });
  const base = summary[0];
  const rows = [['target', 'what', 'status', 'bytes', 'req/s', 'round min–max', 'p50 ms', 'p99 ms', 'req/s ÷ bare', 'p50 ÷ bare']];
  for (const item of summary) {
    const isBase = item === base;
    rows.push([
      item.target.label,
      item.target.what,
      item.target.expect,
      item.result.bytes,
      fixed(item.rps, 0),
      `${fixed(Math.min(...item.result.rounds), 0)}–${fixed(Math.max(...item.result.rounds), 0)}`,
      fixed(item.p50, 1),
      fixed(item.p99, 1),
      isBase ? '1.00' : fixed(item.rps / base.rps, 2),
      isBase ? '1.00' : fixed(item.p50 / base.p50, 2),
    ]);
  }
  const share =
    options.generator === 'wrk'
      ? `${options.phaseSeconds} s per target in each of ${options.rounds} interleaved rounds (wrk, one thread)`
      : `${options.requests} requests per target in ${options.rounds} interleaved rounds (${perRound.join('/')}, built-in generator)`;
  console.log(
    `\nThroughput and latency: ${options.connections} connections, ${share}, keep-alive, ` +
      `${options.gzip ? 'gzip requested' : 'no compression requested'}, loopback`,
  );
  console.log(table(rows, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));

  const jsRows = [['route', 'chunks', 'raw kB', 'gzip kB', 'gzip ÷ bare']];
  // Each route's gzip size ÷ the bare page's (1.00 on the bare page's own row).
  const jsLine = (label, js) =>
    js.error ? [label, 'n/a', 'n/a', 'n/a', js.error] : [label, js.chunks, kB(js.raw), kB(js.gzip), jsBare.error ? 'n/a' : fixed(js.gzip / jsBare.gzip, 2)];
  jsRows.push(jsLine(`ours ${BARE_PATH} (bare page)`, jsBare));
  jsRows.push(jsLine('bare app /', jsBareApp));
  jsRows.push(jsLine(`ours ${jsOurs.route ?? 'home'}`, jsOurs));
  jsRows.push(jsLine(`ours ${jsLobby.route ?? 'lobby'}`, jsLobby));
  console.log('\nFirst-load JS (route-bundle-stats.json chunks, gzip level 9, 1 kB = 1024 bytes)');
  console.log(table(jsRows, ['l', 'r', 'r', 'r', 'r']));

  const lobby = summary.find((item) => item.target.id === 'lobby');
  console.log('\nGoals (issue 3): lobby req/s ≥ 0.8 × bare, lobby first-load JS ≤ 130 kB gzipped, Lighthouse mobile performance ≥ 95, LCP < 1.5 s, CLS < 0.02');
  const rps = (id) => summary.find((item) => item.target.id === id).rps;
  console.log(
    `  lobby req/s ÷ bare page of our build, prerendered: ${fixed(lobby.rps / base.rps, 2)} ` +
      `(÷ rendered per request: ${fixed(lobby.rps / rps('bare'), 2)}; ÷ separate bare app: ${fixed(lobby.rps / rps('bareApp'), 2)}); ` +
      `lobby first-load JS: ${jsLobby.error ? 'n/a' : `${kB(jsLobby.gzip)} kB`} (bare page: ${jsBare.error ? 'n/a' : `${kB(jsBare.gzip)} kB`})`,
  );
  if (!options.gzip) {
    console.log(
      `  with compression requested as browsers do (${BROWSER_ENCODINGS}): lobby ÷ bare page ${fixed(rps('lobbyZ') / rps('bareStaticZ'), 2)} ` +
        `(${fixed(rps('lobbyZ'), 0)} ÷ ${fixed(rps('bareStaticZ'), 0)} req/s)`,
    );
    console.log(
      `  largest script as a browser asks for it: ours ÷ bare app ${fixed(rps('chunkZ') / rps('bareChunkZ'), 2)} ` +
        `(${fixed(rps('chunkZ'), 0)} ÷ ${fixed(rps('bareChunkZ'), 0)} req/s; ${summary.find((item) => item.target.id === 'chunkZ').result.bytes} ÷ ` +
        `${summary.find((item) => item.target.id === 'bareChunkZ').result.bytes} bytes on the wire)`,
    );
  }
  if (lighthouseReport) {
    const { median } = lighthouseReport;
    console.log(
      `\nLighthouse ${lighthouseReport.median.runs} mobile runs of /en-UN/online-casino (median; ${lighthouseReport.seconds}): ` +
        `performance ${median.performance}, LCP ${fixed(median.lcp, 0)} ms, FCP ${fixed(median.fcp, 0)} ms, CLS ${fixed(median.cls, 3)}, TBT ${fixed(median.tbt, 0)} ms`,
    );
    const bare = lighthouseReport.bareMedian;
    const range = (key, samples = bare.samples) =>
      `${fixed(Math.min(...samples.map((sample) => sample[key])), 0)}–${fixed(Math.max(...samples.map((sample) => sample[key])), 0)}`;
    console.log(
      `Lighthouse ${bare.runs} mobile runs of ${BARE_PATH} (bare page of our build, median): performance ${bare.performance}, ` +
        `LCP ${fixed(bare.lcp, 0)} ms (runs ${range('lcp')}), FCP ${fixed(bare.fcp, 0)} ms, TBT ${fixed(bare.tbt, 0)} ms`,
    );
    // Lighthouse's own measure of this host's CPU: 1500–2000 is its "high-end desktop" class, for which its default
    // 4x slowdown is calibrated (lighthouse docs/throttling.md), so the default settings apply here as they are.
    const all = [...median.samples, ...bare.samples];
    console.log(
      `host benchmarkIndex over these runs: ${range('benchmarkIndex', all)}` +
        `${all.some((sample) => sample.slowHostWarning) ? ' (Lighthouse warned of a slow host CPU in some runs)' : ''}`,
    );
    const auditRows = [['page', 'path', 'SEO', 'accessibility', 'failing audits']];
    for (const audit of lighthouseReport.audits) auditRows.push([audit.label, audit.path, audit.seo, audit.accessibility, audit.failing.join(', ') || '—']);
    console.log(table(auditRows, ['l', 'l', 'r', 'r', 'l']));
  }
  const problems = summary.filter((item) => item.result.errors || item.result.truncated);
  for (const item of problems) {
    console.log(
      `! ${item.target.label}: ${item.result.errors} error(s)${item.result.firstError ? ` (first: ${String(item.result.firstError)})` : ''}` +
        `${item.result.truncated ? `; stopped early at the ${phaseCap / 1000} s phase cap (${item.n} requests)` : ''}`,
    );
  }
  console.log(`\ntotal ${seconds(startedAt)}`);
  return problems.length ? 1 : 0;
}

function commonAncestor(a, b) {
  const left = resolve(a).split('/');
  const right = resolve(b).split('/');
  let index = 0;
  while (index < left.length && index < right.length && left[index] === right[index]) index += 1;
  return left.slice(0, index).join('/') || '/';
}

main().then(
  async (code) => {
    if (aborted) return;
    await cleanup();
    process.exit(code);
  },
  async (error) => {
    if (aborted) return; // abort() reports, cleans up and exits
    console.error(`\npage-vs-bare failed: ${error.message}`);
    await cleanup();
    process.exit(1);
  },
);
