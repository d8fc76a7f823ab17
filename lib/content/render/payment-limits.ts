import type { PaymentLimit, PaymentMethod } from '@/lib/content/types';
import { countryCodeForMarket, type MarketCode } from '@/lib/markets/markets';
import { currencyForCountry } from '@/lib/markets/countries';
import { formatMoney, type CurrencyCode } from '@/lib/markets/currency';

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
 * The limits a player of the market sees, formatted by the market's currency rules: the limit in the market's
 * currency, else the EUR one (the platform's base currency), else none (the method shows no amounts rather
 * than amounts in a currency the player cannot pay in).
 */
export function displayedLimit(method: Pick<PaymentMethod, 'limits'>, market: MarketCode): DisplayedLimit | null {
  const currency = currencyForMarket(market);
  const limit: PaymentLimit | undefined = method.limits.find((l) => l.currency === currency) ?? method.limits.find((l) => l.currency === 'EUR');
  if (!limit) return null;
  return { min: formatMoney(limit.min, limit.currency, market), max: formatMoney(limit.max, limit.currency, market), currency: limit.currency };
}
