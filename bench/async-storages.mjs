// What entered-and-never-disabled AsyncLocalStorages cost every await in Node 20, side by side in one run: the same
// promise loop with 0, 1, 10, 50 and 100 storages entered, printed as ratios to none. Jest used to leave a few per
// test file in each worker (tests/support/release-async-storages.ts releases them after every file).
//
//   node bench/async-storages.mjs [--awaits=200000] [--rounds=3]
import { AsyncLocalStorage } from 'node:async_hooks';

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const AWAITS = option('awaits', 200_000);
const ROUNDS = option('rounds', 3);
const COUNTS = [0, 1, 10, 50, 100];

async function awaitLoop() {
  let sum = 0;
  for (let i = 0; i < AWAITS; i++) sum += await Promise.resolve(i);
  return sum;
}

async function timed(count) {
  const storages = Array.from({ length: count }, () => new AsyncLocalStorage());
  for (const storage of storages) storage.enterWith(new Set());
  const started = performance.now();
  await awaitLoop();
  const elapsed = performance.now() - started;
  for (const storage of storages) storage.disable();
  return elapsed;
}

await awaitLoop(); // warm-up
const best = new Map(COUNTS.map((count) => [count, Infinity]));
// Interleaved rounds: noise from other work on the machine hits every count alike; the best of each is kept.
for (let round = 0; round < ROUNDS; round++) for (const count of COUNTS) best.set(count, Math.min(best.get(count), await timed(count)));
const base = best.get(0);
console.log(`${AWAITS.toLocaleString('en')} awaits, best of ${ROUNDS} interleaved rounds (Node ${process.version})`);
for (const count of COUNTS)
  console.log(
    `${String(count).padStart(4)} storages entered: ${best.get(count).toFixed(0).padStart(6)} ms  ${(best.get(count) / base).toFixed(1).padStart(6)}×`,
  );
