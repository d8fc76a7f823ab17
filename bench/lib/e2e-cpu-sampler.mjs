// CPU-seconds of the end-to-end pass by kind of process (the site's servers, Chromium's browser, renderer and GPU
// processes, the Playwright runner), read from /proc every 250 ms for every process whose working folder is this
// checkout (the servers, the browsers and the runner all are); a process's last quarter second before it exits is
// not counted. Used by bench/e2e-cpu.mjs and bench/chromium-builds.mjs.
import { spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { processCpu } from './proc-cpu.mjs';

export const root = resolve(import.meta.dirname, '..', '..');

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

/** Runs `npx playwright test <args>` with `env` added; answers { byKind, wall } or fails when the run fails. */
export function runPlaywright(args, env = {}) {
  return new Promise((done, fail) => {
    const stop = sampleCpu();
    const started = Date.now();
    const child = spawn('npx', ['playwright', 'test', ...args], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3620', ...env },
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done({ byKind: stop(), wall: (Date.now() - started) / 1000 }) : fail(new Error(`playwright ${args.join(' ')} exited ${code}`)),
    );
  });
}

const total = (byKind) => [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);

/** Prints CPU-seconds by kind of process for two runs side by side, and the ratio b / a. */
export function printComparison(labelA, a, labelB, b) {
  const kinds = [...new Set([...a.byKind.keys(), ...b.byKind.keys()])].toSorted((x, y) => x.localeCompare(y));
  const width = Math.max(labelA.length, labelB.length) + 3;
  const cell = (seconds) => `${seconds.toFixed(1)}s`.padStart(width);
  console.log(`${'process'.padEnd(26)}${labelA.padStart(width)}${labelB.padStart(width)}${'ratio'.padStart(8)}   (ratio: ${labelB} / ${labelA})`);
  for (const kind of kinds) {
    const x = a.byKind.get(kind) ?? 0;
    const y = b.byKind.get(kind) ?? 0;
    console.log(`${kind.padEnd(26)}${cell(x)}${cell(y)}${(x > 0 ? (y / x).toFixed(2) : '-').padStart(8)}`);
  }
  console.log(`${'all (CPU-seconds)'.padEnd(26)}${cell(total(a.byKind))}${cell(total(b.byKind))}${(total(b.byKind) / total(a.byKind)).toFixed(2).padStart(8)}`);
  console.log(`${'wall'.padEnd(26)}${cell(a.wall)}${cell(b.wall)}${(b.wall / a.wall).toFixed(2).padStart(8)}`);
}
