import { formatMoney, isCurrencyCode, type MarketCode } from '@/lib/markets';
import { FUN_CURRENCY } from './types';

function plain(amountMinor: number): string {
  const negative = amountMinor < 0;
  const magnitude = Math.abs(amountMinor);
  const units = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${units}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * An amount in the game's money: the market's currency rules for real money, a bare number for fun credits
 * (the caller adds the word "credits"), and the code after the number for a currency the site does not know.
 */
export function formatGameAmount(amountMinor: number, currency: string, market: MarketCode): string {
  if (currency === FUN_CURRENCY) return plain(amountMinor);
  if (isCurrencyCode(currency)) return formatMoney(amountMinor, currency, market);
  return `${plain(amountMinor)} ${currency}`;
}

/** A signed amount for the net position: '+€1.50', '-€1.50', '€0.00' (the sign is text, not only colour). */
export function formatSignedAmount(amountMinor: number, currency: string, market: MarketCode): string {
  const formatted = formatGameAmount(amountMinor, currency, market);
  return amountMinor > 0 ? `+${formatted}` : formatted;
}
