import type { BetLimit } from '@/lib/content/types/games';
import { type CurrencyCode, DEFAULT_CURRENCY, formatMoney } from '@/lib/markets/currency';
import { type MarketCode, countryCodeForMarket } from '@/lib/markets/markets';
import { currencyForCountry } from '@/lib/markets/countries';

/** RTP in basis points as a percentage with two decimals: 9612 → "96.12 %" (integer arithmetic, no float drift). */
export function formatRtp(basisPoints: number): string {
  const value = Math.max(0, Math.round(basisPoints));
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')} %`;
}

/** The currency of the country the market stands for (Global → Finland → EUR). */
export function marketCurrency(market: MarketCode): CurrencyCode {
  return currencyForCountry(countryCodeForMarket(market));
}

/** The bet limit in the market's currency, else the EUR one, else the first listed; null when none. */
export function betLimitForMarket(limits: readonly BetLimit[], market: MarketCode): BetLimit | null {
  const currency = marketCurrency(market);
  return limits.find((limit) => limit.currency === currency) ?? limits.find((limit) => limit.currency === DEFAULT_CURRENCY) ?? limits[0] ?? null;
}

/** "€0.10 – €100.00" in the page locale's number format with the market's symbol rules. */
export function formatBetLimit(limit: BetLimit, locale: string): string {
  return `${formatMoney(limit.min, limit.currency, locale)} – ${formatMoney(limit.max, limit.currency, locale)}`;
}

/** Seats left at a live table, or null when the content has no seat count or no live occupancy is known. */
export function seatsLeft(seats: number | null, seatsTaken: number | null): number | null {
  if (seats === null || seatsTaken === null) return null;
  return Math.max(0, seats - seatsTaken);
}
