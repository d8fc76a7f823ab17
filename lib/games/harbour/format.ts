import { formatMinorNumber, formatMoney, isCurrencyCode } from '@/lib/markets';
import { FUN_CURRENCY } from './types';

/**
 * An amount in the game's money for the page locale (`{language}-{MARKET}`): the market's currency rules for real
 * money, a bare number for fun credits (the caller adds the word "credits"), and the code after the number for a
 * currency the site does not know. Digit grouping and decimal mark are the locale's.
 */
export function formatGameAmount(amountMinor: number, currency: string, locale: string): string {
  if (currency === FUN_CURRENCY) return formatMinorNumber(amountMinor, locale);
  if (isCurrencyCode(currency)) return formatMoney(amountMinor, currency, locale);
  return `${formatMinorNumber(amountMinor, locale)}\u00a0${currency}`;
}

/** A signed amount for the net position: '+€1.50', '-€1.50', '€0.00' (the sign is text, not only colour). */
export function formatSignedAmount(amountMinor: number, currency: string, locale: string): string {
  const formatted = formatGameAmount(amountMinor, currency, locale);
  return amountMinor > 0 ? `+${formatted}` : formatted;
}
