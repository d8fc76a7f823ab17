import { formatMinorNumber, formatMoney, isCurrencyCode } from '@/lib/markets/currency';

/** Minor units → display text in the page locale's number format and the market's currency style; an unknown currency shows as '12.34 XYZ'. */
export function formatWalletMoney(amountMinor: number, currency: string, locale: string): string {
  if (isCurrencyCode(currency)) return formatMoney(amountMinor, currency, locale);
  return `${formatMinorNumber(amountMinor, locale)}\u00a0${currency}`;
}

/** A signed amount with an explicit sign, so credits and debits differ without colour ('+€5.00', '-€5.00'). */
export function formatSignedMoney(amountMinor: number, currency: string, locale: string): string {
  const text = formatWalletMoney(amountMinor, currency, locale);
  return amountMinor > 0 ? `+${text}` : text;
}
