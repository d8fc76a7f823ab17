// Where the end-to-end pass spends its CPU, and what Playwright's tracing costs: runs the same specs with tracing
// off and with tracing on (what `retain-on-failure` records for every test), one after the other in one run, and
// prints the CPU-seconds of each kind of process (the site's servers, Chromium's browser, renderer and GPU processes,
// the Playwright runner) and the ratio. CPU time, not wall time, so a busy machine changes the figures little.
//
//   npm run build && node bench/e2e-cpu.mjs [spec …]       (default: the wallet, bonus and lobby specs, desktop)
//
// CPU is read from /proc every 250 ms for every process whose working folder is this checkout (the servers, the
// browsers and the runner all are); a process's last quarter second before it exits is not counted.
import { spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { processCpu } from './lib/proc-cpu.mjs';

const root = resolve(import.meta.dirname, '..');
const specs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['tests/e2e/wallet.spec.ts', 'tests/e2e/bonus.spec.ts', 'tests/e2e/lobby.spec.ts'];

function kindOf(command) {
  if (/chrom/.test(command)) return `chromium ${/--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser'}`;
  if (command.includes('scripts/start.ts')) return 'site servers';
  if (command.includes('playwright')) return 'playwright runner';
  return 'other';
}

/** Samples every process under this checkout until stopped; answers CPU-seconds per kind of process. */
function sampleCpu() {
  const last = new Map();
  const sample = () => {
    for (const [pid, { seconds }] of processCpu()) {
      try {
        if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(root)) continue;
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        last.set(pid, { kind: kindOf(command), seconds });
      } catch {
        // The process ended between listing and reading.
      }
    }
  };
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    const byKind = new Map();
    for (const { kind, seconds } of last.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
    return byKind;
  };
}

function run(trace) {
  return new Promise((done, fail) => {
    const stop = sampleCpu();
    const started = Date.now();
    const child = spawn('npx', ['playwright', 'test', ...specs, '--project=desktop', '--reporter=dot', `--trace=${trace}`], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3620' },
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done({ byKind: stop(), wall: (Date.now() - started) / 1000 }) : fail(new Error(`playwright (--trace=${trace}) exited ${code}`)),
    );
  });
}

const off = await run('off');
const on = await run('on');
const kinds = [...new Set([...off.byKind.keys(), ...on.byKind.keys()])].toSorted((a, b) => a.localeCompare(b));
const total = (byKind) => [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
console.log(`specs: ${specs.join(' ')} (desktop)`);
console.log(`${'process'.padEnd(22)}${'trace off'.padStart(12)}${'trace on'.padStart(12)}${'on / off'.padStart(10)}`);
for (const kind of kinds) {
  const a = off.byKind.get(kind) ?? 0;
  const b = on.byKind.get(kind) ?? 0;
  console.log(`${kind.padEnd(22)}${a.toFixed(1).padStart(11)}s${b.toFixed(1).padStart(11)}s${(a > 0 ? (b / a).toFixed(2) : '-').padStart(10)}`);
}
console.log(
  `${'all (CPU-seconds)'.padEnd(22)}${total(off.byKind).toFixed(1).padStart(11)}s${total(on.byKind).toFixed(1).padStart(11)}s${(total(on.byKind) / total(off.byKind)).toFixed(2).padStart(10)}`,
);
console.log(`${'wall'.padEnd(22)}${off.wall.toFixed(0).padStart(11)}s${on.wall.toFixed(0).padStart(11)}s`);
