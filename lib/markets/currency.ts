import type { MarketCode } from './markets';
import { bcp47ForLocale, marketOfLocale } from './locales';

export const CURRENCY_CODES = ['EUR', 'BRL', 'CAD', 'NZD', 'INR', 'CLP', 'NOK', 'PHP', 'PLN', 'TRY', 'PEN', 'ZAR'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY = 'EUR' satisfies CurrencyCode;

interface SymbolRule {
  symbol: string;
  after: boolean;
  spaced: boolean;
}

// Spec games-wallet-bonuses §9 display rules; PEN uses 'S/' (the official symbol since 2015) where identity-and-account §9 still says 'S/.'.
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

/** Markets that write the euro after the amount with a space (spec games-wallet-bonuses §9). */
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

interface NumberStyle {
  integer: Intl.NumberFormat;
  decimal: string;
}

const NUMBER_STYLES = new Map<string, NumberStyle>();

/** Digit grouping and decimal mark of a BCP-47 tag, from the runtime's CLDR data (cached per tag). */
function numberStyle(tag: string): NumberStyle {
  let style = NUMBER_STYLES.get(tag);
  if (!style) {
    const decimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    style = { integer: new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: true }), decimal };
    NUMBER_STYLES.set(tag, style);
  }
  return style;
}

/**
 * Displays an amount held in integer minor units (1/100 of a unit for every currency, CLP included, because the
 * spec shows two fraction digits everywhere) for a page's locale (`{language}-{MARKET}`):
 * - digit grouping and decimal mark are the locale's (Intl, CLDR): '50.230,00 €' on de-DE, '50 230,00 €' on fi-FI;
 * - the symbol's side and spacing are the games-wallet-bonuses §9 rules: the euro after with a space in DE, JJ, FI and FR,
 *   before elsewhere; a space before or after is non-breaking, so an amount never wraps away from its symbol.
 * Without a locale: English grouping and the currency's default side ('€1,234.56'). '-' goes first.
 * Integer arithmetic only (the whole units are a bigint formatted by Intl), so no amount picks up a float error.
 */
export function formatMoney(amountMinor: bigint | number, currency: CurrencyCode, locale?: string): string {
  const { negative, number } = minorParts(amountMinor, locale);
  const { symbol, after, spaced } = symbolRule(currency, locale ? marketOfLocale(locale) : undefined);
  const gap = spaced ? '\u00a0' : '';
  return `${negative ? '-' : ''}${after ? `${number}${gap}${symbol}` : `${symbol}${gap}${number}`}`;
}

/** Minor units as a plain number with two decimals in the locale's format ('1.234,56' on de-DE), no symbol. */
export function formatMinorNumber(amountMinor: bigint | number, locale?: string): string {
  const { negative, number } = minorParts(amountMinor, locale);
  return `${negative ? '-' : ''}${number}`;
}

function minorParts(amountMinor: bigint | number, locale: string | undefined): { negative: boolean; number: string } {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`formatMoney expects integer minor units, got ${amountMinor}`);
  }
  const minor = BigInt(amountMinor);
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const style = numberStyle(locale ? bcp47ForLocale(locale) : 'en');
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return { negative, number: `${style.integer.format(magnitude / 100n)}${style.decimal}${cents}` };
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
