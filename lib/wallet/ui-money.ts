import { formatMoney, isCurrencyCode } from '@/lib/markets/currency';
import type { MarketCode } from '@/lib/markets/markets';

/** The market of a `{language}-{MARKET}` locale ('en-UN' → 'UN'). */
export function marketOfLocale(locale: string): MarketCode | undefined {
  return locale.split('-')[1] as MarketCode | undefined;
}

/** Minor units → display text in the market's currency style; an unknown currency shows as '12.34 XYZ'. */
export function formatWalletMoney(amountMinor: number, currency: string, locale: string): string {
  if (isCurrencyCode(currency)) return formatMoney(amountMinor, currency, marketOfLocale(locale));
  const minor = BigInt(amountMinor);
  const magnitude = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')} ${currency}`;
}

/** A signed amount with an explicit sign, so credits and debits differ without colour ('+€5.00', '-€5.00'). */
export function formatSignedMoney(amountMinor: number, currency: string, locale: string): string {
  const text = formatWalletMoney(amountMinor, currency, locale);
  return amountMinor > 0 ? `+${text}` : text;
}
