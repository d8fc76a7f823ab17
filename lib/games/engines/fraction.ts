/** An exact non-negative rational, for theoretical RTPs computed by enumeration (no float drift). */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** The value as a float, for display and tolerance checks only. */
export function toNumber(value: Fraction): number {
  return Number(value.numerator) / Number(value.denominator);
}

/** Percentage rounded to `decimals` places, e.g. 95.61. */
export function toPercent(value: Fraction, decimals = 2): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = (value.numerator * 100n * scale * 2n + value.denominator) / (value.denominator * 2n);
  return Number(scaled) / Number(scale);
}
