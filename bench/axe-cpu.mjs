// What one axe check costs in the end-to-end pass, and what the check's settings save (tests/e2e/support/axe.ts):
// on the production build, the same pages are checked in turn with AxeBuilder's defaults, with only violations
// collected in full (`resultTypes`), and with that plus legacy mode (axe runs from the top frame; no blank page
// opened to merge the frames' results), the same WCAG 2.1 A/AA rules each time. It prints the CPU-seconds of the
// browser's processes and of this runner per check, and each kind's ratio to the defaults. CPU time, not wall time.
//
//   npm run build && node bench/axe-cpu.mjs [rounds]      (default 4 rounds of each kind per page)
//
// Starts its own site server (embedded defaults, a temporary data folder, port BENCH_PORT or 3660).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';
import { processCpu } from './lib/proc-cpu.mjs';

const root = resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 4);
const port = Number(process.env.BENCH_PORT ?? 3660);
const origin = `http://127.0.0.1:${port}`;
const PAGES = ['/en-UN/online-casino', '/en-UN/promotions', '/en-UN/sign-in', '/en-UN/terms'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const KINDS = {
  default: { options: {}, legacy: false },
  'violations only': { options: { resultTypes: ['violations'] }, legacy: false },
  'legacy + violations': { options: { resultTypes: ['violations'] }, legacy: true },
};

/** CPU-seconds of every process descended from this one (the browser and its children), the site server's tree left out. */
function childrenCpu() {
  const processes = processCpu();
  let seconds = 0;
  for (const [pid, { parent }] of processes) {
    if (pid === server.pid) continue;
    let ancestor = parent;
    for (let hops = 0; ancestor && ancestor !== process.pid && ancestor !== server.pid && hops < 12; hops += 1) ancestor = processes.get(ancestor)?.parent;
    if (ancestor === process.pid) seconds += processes.get(pid).seconds;
  }
  return seconds;
}
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const dataDir = mkdtempSync(join(tmpdir(), 'lh-bench-axe-'));
const server = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: origin, NEXT_ISR_FLUSH_TO_DISK: 'false', DATABASE_URL: '', REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let waited = 0; ; waited += 250) {
    if (waited > 120_000) throw new Error('the site server did not answer /api/health within 120 s');
    if ((await fetch(`${origin}/api/health`).catch(() => undefined))?.status === 200) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const totals = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, { browser: 0, runner: 0, checks: 0 }]));
  const perPage = [];
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('load');
    // One check first, uncounted: the page's first axe run also pays for its scripts' first compilation.
    await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const row = { path };
    for (let round = 0; round < rounds; round += 1) {
      for (const [kind, { options, legacy }] of Object.entries(KINDS)) {
        const browserBefore = childrenCpu();
        const runnerBefore = ownCpu();
        await new AxeBuilder({ page }).options(options).withTags(TAGS).setLegacyMode(legacy).analyze();
        const browserSeconds = childrenCpu() - browserBefore;
        const runnerSeconds = ownCpu() - runnerBefore;
        totals[kind].browser += browserSeconds;
        totals[kind].runner += runnerSeconds;
        totals[kind].checks += 1;
        row[kind] = (row[kind] ?? 0) + (browserSeconds + runnerSeconds) / rounds;
      }
    }
    perPage.push(row);
    await context.close();
  }
  await browser.close();
  const names = Object.keys(KINDS);
  console.log(`axe WCAG 2.1 A/AA checks, ${rounds} of each kind per page, CPU-seconds per check (browser + runner), ratio to the defaults`);
  console.log(`${'page'.padEnd(26)}${names.map((name) => name.padStart(22)).join('')}`);
  const cell = (value, base) => `${value.toFixed(2)} (${(value / base).toFixed(2)})`.padStart(22);
  for (const row of perPage) console.log(`${row.path.padEnd(26)}${names.map((name) => cell(row[name], row.default)).join('')}`);
  const per = (kind, part) => (part === 'both' ? per(kind, 'browser') + per(kind, 'runner') : totals[kind][part] / totals[kind].checks);
  for (const part of ['browser', 'runner', 'both']) {
    console.log(`${`all pages, ${part}`.padEnd(26)}${names.map((name) => cell(per(name, part), per('default', part))).join('')}`);
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
