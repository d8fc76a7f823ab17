// Monte Carlo RTP checks too long for every `npm test` (moved out of tests/unit/games in issue 19): 1,000,000 seeded
// rounds of the Harbour Lights slot and of European roulette (even money and straight up). Run nightly or before a
// change to an engine's maths:
//
//   node --import tsx bench/rtp-simulations.ts        (npm run bench:rtp; ≈ 10 s)
//
// Same tolerance as the unit tests had: the empirical RTP lies within 4 standard errors of the exact figure, and
// 4 standard errors are under 1 (slot) / 2.5 (roulette) percentage points so the check means something. Exits 1 on a
// miss. What stays in `npm test` (tests/unit/games): the exact RTP of every game (enumeration, not sampling), an
// independent full enumeration of a slot line, and 100,000-round simulations with node:crypto.
import { toNumber } from '@/lib/games/engines/fraction';
import { playSlot, slotTheoreticalRtp } from '@/lib/games/engines/harbour-slot';
import { playRoulette, rouletteTheoreticalRtp, type RouletteBet } from '@/lib/games/engines/roulette';
import { seededRng } from '@/lib/games/engines/rng';

const ROUNDS = 1_000_000;
const STAKE = 100;

/** Mean return per unit staked and its standard error over `rounds` plays of `play` (which returns the win). */
function simulate(rounds: number, play: () => number) {
  let won = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const win = play();
    won += win;
    sumSquares += (win / STAKE) ** 2;
  }
  const mean = won / (rounds * STAKE);
  return { mean, standardError: Math.sqrt((sumSquares / rounds - mean * mean) / rounds) };
}

let failures = 0;
function check(name: string, theoretical: number, maxFourSe: number, result: { mean: number; standardError: number }) {
  const fourSe = 4 * result.standardError;
  const ok = fourSe < maxFourSe && Math.abs(result.mean - theoretical) < fourSe;
  if (!ok) failures += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: RTP ${(result.mean * 100).toFixed(3)} % vs exact ${(theoretical * 100).toFixed(3)} %` +
      ` (4 SE = ${(fourSe * 100).toFixed(3)} points, must be < ${(maxFourSe * 100).toFixed(1)})`,
  );
}

const slotRng = seededRng(20261123);
check(
  'Harbour Lights slot, 1,000,000 seeded spins',
  toNumber(slotTheoreticalRtp()),
  0.01,
  simulate(ROUNDS, () => playSlot(STAKE, slotRng).win),
);

for (const bet of [{ kind: 'red' }, { kind: 'straight', number: 17 }] as RouletteBet[]) {
  const rng = seededRng(37);
  check(
    `European roulette ${JSON.stringify(bet)}, 1,000,000 seeded rounds`,
    toNumber(rouletteTheoreticalRtp(bet)),
    0.025,
    simulate(ROUNDS, () => playRoulette(STAKE, bet, rng).win),
  );
}

process.exit(failures > 0 ? 1 : 0);
