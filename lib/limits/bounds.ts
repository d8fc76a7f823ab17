import type { CurrencyCode } from '@/lib/markets/currency';

export interface LimitBounds {
  /** Smallest limit a player may set, in minor units. */
  min: bigint;
  /** Largest limit a player may set, in minor units (above it a limit protects nothing). */
  max: bigint;
}

// Roughly €10 … €1,000,000 in each market currency (docs/decisions.md "limit bounds"); minor units are 1/100.
const BOUNDS: Readonly<Record<CurrencyCode, LimitBounds>> = {
  EUR: { min: 1_000n, max: 100_000_000n },
  BRL: { min: 5_000n, max: 500_000_000n },
  CAD: { min: 1_000n, max: 150_000_000n },
  NZD: { min: 1_000n, max: 150_000_000n },
  INR: { min: 100_000n, max: 10_000_000_000n },
  CLP: { min: 1_000_000n, max: 100_000_000_000n },
  NOK: { min: 10_000n, max: 1_000_000_000n },
  PHP: { min: 50_000n, max: 5_000_000_000n },
  PLN: { min: 5_000n, max: 500_000_000n },
  TRY: { min: 30_000n, max: 3_000_000_000n },
  PEN: { min: 5_000n, max: 500_000_000n },
  ZAR: { min: 20_000n, max: 2_000_000_000n },
};

/** The bounds for a currency; an unknown currency gets the euro's. */
export function limitBounds(currency: string): LimitBounds {
  return BOUNDS[currency as CurrencyCode] ?? BOUNDS.EUR;
}
