// Reads the Jest and Playwright JSON result files of this run (test-results/*.json) and prints the 15 slowest Jest
// files and the 15 slowest Playwright tests, then one closing line, always last: "tests: N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
const TOP = 15;
let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {{ seconds: number, label: string }[]} */
const jestFiles = [];
/** @type {{ seconds: number, label: string }[]} */
const playwrightTests = [];

/** Every Playwright spec of a suite tree (suites nest by file and describe). */
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const run = file.replace(/\.json$/, '');
  if ('numPassedTests' in data) {
    passed += data.numPassedTests;
    failed += data.numFailedTests + (data.numRuntimeErrorTestSuites ?? 0);
    skipped += data.numPendingTests;
    for (const result of data.testResults ?? []) {
      const ms = (result.endTime ?? 0) - (result.startTime ?? 0);
      if (ms > 0) jestFiles.push({ seconds: ms / 1000, label: `${relative(process.cwd(), result.name)} (${run})` });
    }
  } else if (data.stats) {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
    const rootDir = data.config?.rootDir ?? process.cwd();
    for (const suite of data.suites ?? []) {
      for (const spec of specsOf(suite)) {
        for (const test of spec.tests ?? []) {
          // A retried test's time is every attempt's: that is what the run paid for it.
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          if (ms > 0)
            playwrightTests.push({
              seconds: ms / 1000,
              label: `${relative(process.cwd(), join(rootDir, spec.file))}:${spec.line} ${spec.title} [${test.projectName}] (${run})`,
            });
        }
      }
    }
  }
}

function printSlowest(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.seconds - a.seconds).slice(0, TOP)) {
    console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.label}`);
  }
}
printSlowest(`${TOP} slowest Jest files`, jestFiles);
printSlowest(`${TOP} slowest Playwright tests`, playwrightTests);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
