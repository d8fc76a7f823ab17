/** One latest winner as GET /player/wallet/latest-winners answers it, won five minutes before the call. */
export function winnerFiveMinutesAgo() {
  return {
    winnerName: 'J***',
    amount: 12_500,
    currency: 'EUR',
    wonAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    gameId: 'casino-amber-reef',
    gameName: 'Amber Reef',
    gameProvider: 'Harbour Games',
    subProvider: null,
    type: 'casinoGames',
    slug: 'amber-reef',
    images: { thumbnail: null, verticalImage: null },
  };
}
