/**
 * The engines' only source of chance: a uniform integer in [0, maxExclusive). The game server passes
 * node:crypto's randomInt; tests pass a seeded generator so a million-round simulation is reproducible.
 */
export interface Rng {
  int(maxExclusive: number): number;
}

/**
 * Seeded sfc32 (Small Fast Counting, 128-bit state): for simulations and tests only, never for real rounds.
 * Rejection sampling keeps every integer in range equally likely.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 15; i += 1) next();
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) throw new RangeError('maxExclusive out of range');
      const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
      let value = next();
      while (value >= limit) value = next();
      return value % maxExclusive;
    },
  };
}
