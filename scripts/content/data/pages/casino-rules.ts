import type { PageText } from './types';

export const casinoRules: PageText = {
  slug: 'casino-rules',
  title: { en: 'Casino rules', fi: 'Kasinon säännöt', de: 'Casino-Regeln', no: 'Kasinoregler', fr: 'Règles du casino' },
  updatedAt: '2026-07-20',
  body: `
These rules explain how the games at Lucky Harbour work, how results are decided, and what happens if something goes wrong. Each game also has its own help screen with its paytable and rules.
## Fair results
Casino games use a random number generator (RNG) that has been tested and certified by an independent laboratory approved by our regulators. Each result is independent of every earlier result: a game is never "due" a win. Live casino games are dealt by real dealers with physical equipment, monitored by the studio and the regulator.
## Return to player (RTP)
The return to player is the share of all money staked on a game that the game pays back as winnings over a very large number of plays. A slot with an RTP of 96% pays back, on average, €96 for every €100 staked across millions of spins. RTP is a long-term average: in a single session you may win much more or lose everything you stake. The difference between 100% and the RTP is the house edge.
- The RTP of every game is shown in its help screen and on its game page.
- Some games have several RTP versions; we offer only the version shown.
- Jackpot games may show a lower base RTP because part of each stake funds the jackpot.
## Volatility
Volatility describes how winnings are spread. Low-volatility games pay small amounts often; high-volatility games pay less often but can pay larger amounts. Volatility does not change the RTP.
## Jackpots
Jackpot amounts shown in the lobby are updated regularly and may lag behind the game. The amount shown in the game at the moment of the win is the one that is paid. Some jackpots are shared between several casinos.
## Malfunctions and interrupted games
A malfunction voids all plays and pays. If your connection drops, most games finish the round on the server and the result is credited to your balance; open the game again to see it. Live rounds that cannot be completed are cancelled and stakes are returned.
## Demo mode
Demo games use play money and the same mathematics as the real game. Demo results are not a forecast of real-money play.
## Stake limits
Each game has a minimum and maximum stake, shown before you play. Your own deposit and loss limits always apply on top of game limits.
`,
};
