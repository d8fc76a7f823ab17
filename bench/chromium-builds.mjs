// Debian's full Chromium against its headless shell (package chromium-headless-shell, the "old headless" build that
// Playwright itself runs headless by default): the same specs with each browser in turn, alternating for ROUNDS
// rounds in one run, tracing off; prints the CPU-seconds of each kind of process and the wall time, summed over the
// rounds, and the ratio. CPU time, not wall time, so a busy machine changes the figures little.
//
//   npm run build && node bench/chromium-builds.mjs [spec …]    (default: the lobby, wallet and identity specs,
//                                                                  desktop and mobile; ROUNDS=2)
import { existsSync } from 'node:fs';
import { printComparison, runPlaywright } from './lib/e2e-cpu-sampler.mjs';

const FULL = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
for (const browser of [FULL, SHELL]) if (!existsSync(browser)) throw new Error(`${browser} is missing (apt-get install chromium chromium-headless-shell)`);
const specs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['tests/e2e/lobby.spec.ts', 'tests/e2e/wallet.spec.ts', 'tests/e2e/identity.spec.ts'];
const rounds = Number(process.env.ROUNDS ?? 2);

const sum = (runs) => ({
  wall: runs.reduce((total, run) => total + run.wall, 0),
  byKind: runs.reduce((byKind, run) => {
    for (const [kind, seconds] of run.byKind) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
    return byKind;
  }, new Map()),
});
const full = [];
const shell = [];
const browsers = [
  [FULL, full],
  [SHELL, shell],
];
for (let round = 0; round < rounds; round += 1) {
  // Alternating which browser goes first, so neither always runs on the warmer machine.
  for (const [browser, runs] of round % 2 === 0 ? browsers : browsers.toReversed()) {
    runs.push(await runPlaywright([...specs, '--project=desktop', '--project=mobile', '--reporter=dot', '--trace=off'], { CHROMIUM_PATH: browser }));
  }
}
console.log(`specs: ${specs.join(' ')} (desktop and mobile), ${rounds} rounds each, alternating`);
printComparison('chromium', sum(full), 'headless shell', sum(shell));
