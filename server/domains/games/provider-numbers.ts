/**
 * Fixed numbers of game providers: the owner id of each provider's GAME ledger account, so the operator can
 * reconcile bets and wins per provider. Append-only: a number is never reused. Unknown providers post to 0.
 */
const PROVIDER_NUMBERS: Readonly<Record<string, number>> = {
  evolution: 1,
  relax: 2,
  quickspin: 3,
  playngo: 4,
  pragmaticplay: 5,
  yggdrasil: 6,
  pariplay: 7,
  softswiss: 8,
  novomatic: 9,
  creedroomz: 10,
  elk: 11,
  hacksaw: 12,
  playson: 13,
  playtech: 14,
  skywind: 15,
  thunderkick: 16,
  tidalvirtuals: 17,
};

export function providerNumber(provider: string): number {
  return Object.hasOwn(PROVIDER_NUMBERS, provider) ? PROVIDER_NUMBERS[provider] : 0;
}
