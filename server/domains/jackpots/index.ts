// The jackpots domain's operations, for other domains (docs/decisions.md "Progressive jackpots in play").
export { ensureJackpots, jackpotForSession } from './ensure-jackpots';
export { getJackpotAmounts, JACKPOT_CURRENCY } from './get-jackpot-amounts';
