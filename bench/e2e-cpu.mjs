// Where the end-to-end pass spends its CPU, and what Playwright's tracing costs: runs the same specs with tracing
// off and with tracing on (what `retain-on-failure` records for every test), one after the other in one run, and
// prints the CPU-seconds of each kind of process (the site's servers, Chromium's browser, renderer and GPU processes,
// the Playwright runner) and the ratio. CPU time, not wall time, so a busy machine changes the figures little.
//
//   npm run build && node bench/e2e-cpu.mjs [spec …]       (default: the wallet, bonus and lobby specs, desktop)
import { printComparison, runPlaywright } from './lib/e2e-cpu-sampler.mjs';

const specs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['tests/e2e/wallet.spec.ts', 'tests/e2e/bonus.spec.ts', 'tests/e2e/lobby.spec.ts'];
const run = (trace) => runPlaywright([...specs, '--project=desktop', '--reporter=dot', `--trace=${trace}`]);

const off = await run('off');
const on = await run('on');
console.log(`specs: ${specs.join(' ')} (desktop)`);
printComparison('trace off', off, 'trace on', on);
