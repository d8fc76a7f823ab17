import type { MarketCode } from './markets';

export const CURRENCY_CODES = ['EUR', 'BRL', 'CAD', 'NZD', 'INR', 'CLP', 'NOK', 'PHP', 'PLN', 'TRY', 'PEN', 'ZAR'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

interface SymbolRule {
  symbol: string;
  after: boolean;
  spaced: boolean;
}

// Spec §9 display rules; PEN uses 'S/' (the official symbol since 2015) where one spec file still says 'S/.'.
const SYMBOL_RULES: Readonly<Record<CurrencyCode, SymbolRule>> = {
  EUR: { symbol: '€', after: false, spaced: false },
  BRL: { symbol: 'R$', after: false, spaced: false },
  CAD: { symbol: '$', after: false, spaced: false },
  NZD: { symbol: '$', after: false, spaced: false },
  INR: { symbol: '₹', after: false, spaced: false },
  CLP: { symbol: '$', after: false, spaced: true },
  NOK: { symbol: 'kr', after: true, spaced: true },
  PHP: { symbol: '₱', after: true, spaced: true },
  PLN: { symbol: 'zł', after: true, spaced: true },
  TRY: { symbol: '₺', after: true, spaced: true },
  PEN: { symbol: 'S/', after: false, spaced: false },
  ZAR: { symbol: 'R', after: false, spaced: false },
};

/** Markets that write the euro after the amount with a space (spec §9). */
const EURO_AFTER_MARKETS: ReadonlySet<MarketCode> = new Set<MarketCode>(['DE', 'JJ', 'FI', 'FR']);

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCY_SET.has(value);
}

export function currencySymbol(currency: CurrencyCode): string {
  return SYMBOL_RULES[currency].symbol;
}

function symbolRule(currency: CurrencyCode, market?: MarketCode): SymbolRule {
  if (currency === 'EUR' && market && EURO_AFTER_MARKETS.has(market)) return { symbol: '€', after: true, spaced: true };
  return SYMBOL_RULES[currency];
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Displays an amount held in integer minor units (1/100 of a unit for every currency, CLP included, because the
 * spec shows two fraction digits everywhere): '1,234.56 €' in DE/JJ/FI/FR, '€1,234.56' elsewhere, '-' first.
 * Integer arithmetic only, so no amount ever picks up a floating-point rounding error.
 */
export function formatMoney(amountMinor: bigint | number, currency: CurrencyCode, market?: MarketCode): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`formatMoney expects integer minor units, got ${amountMinor}`);
  }
  const minor = BigInt(amountMinor);
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const units = groupThousands((magnitude / 100n).toString());
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  const { symbol, after, spaced } = symbolRule(currency, market);
  const gap = spaced ? ' ' : '';
  const number = `${units}.${cents}`;
  return `${negative ? '-' : ''}${after ? `${number}${gap}${symbol}` : `${symbol}${gap}${number}`}`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a decimal string exactly into minor units ('12.5' → 1250n); more than 2 decimals or junk throws. */
export function toMinorUnits(input: string): bigint {
  const match = DECIMAL.exec(input.trim());
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: "${input}"`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}
