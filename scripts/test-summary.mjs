// Adds up the Jest and Playwright result files into one closing line: "tests: N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in data) {
    passed += data.numPassedTests;
    failed += data.numFailedTests + (data.numRuntimeErrorTestSuites ?? 0);
    skipped += data.numPendingTests;
  } else if (data.stats) {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
