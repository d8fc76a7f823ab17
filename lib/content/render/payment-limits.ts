import type { PaymentLimit, PaymentMethod } from '@/lib/content/types/payments-and-markets';
import { countryCodeForMarket, type MarketCode } from '@/lib/markets/markets';
import { currencyForCountry } from '@/lib/markets/countries';
import { formatMoney, type CurrencyCode } from '@/lib/markets/currency';
import { marketOfLocale } from '@/lib/markets/locales';

export interface DisplayedLimit {
  min: string;
  max: string;
  currency: CurrencyCode;
}

/** The market's currency: that of the country the market stands for. */
export function currencyForMarket(market: MarketCode): CurrencyCode {
  return currencyForCountry(countryCodeForMarket(market));
}

/**
 * The limits a player of the locale's market sees, in the locale's number format and the market's symbol rules: the limit in the market's
 * currency, else the EUR one (the platform's base currency), else none (the method shows no amounts rather
 * than amounts in a currency the player cannot pay in).
 */
export function displayedLimit(method: Pick<PaymentMethod, 'limits'>, locale: string): DisplayedLimit | null {
  const currency = currencyForMarket(marketOfLocale(locale));
  const limit: PaymentLimit | undefined = method.limits.find((l) => l.currency === currency) ?? method.limits.find((l) => l.currency === 'EUR');
  if (!limit) return null;
  return { min: formatMoney(limit.min, limit.currency, locale), max: formatMoney(limit.max, limit.currency, locale), currency: limit.currency };
}
