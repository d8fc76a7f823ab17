import type { PageText } from './types';

export const casinoRules: PageText = {
  slug: 'casino-rules',
  title: { en: 'Casino rules', fi: 'Kasinon säännöt', de: 'Casino-Regeln', no: 'Kasinoregler', fr: 'Règles du casino' },
  updatedAt: '2026-11-27',
  body: `
These rules explain how the games at Lucky Harbour work, how results are decided, and what happens if something goes wrong. Each game also has its own help screen with its paytable and rules.
## Fair results
Casino games use a random number generator (RNG) that has been tested and certified by an independent laboratory approved by our regulators. Each result is independent of every earlier result: a game is never "due" a win. The tables in the live casino lobby are played on the same RNG-driven European roulette table as our table games: there is no dealer, video stream or physical wheel, and the result is decided on the game server the moment you bet.
## Return to player (RTP)
The return to player is the share of all money staked on a game that the game pays back as winnings over a very large number of plays. A slot with an RTP of 96% pays back, on average, €96 for every €100 staked across millions of spins. RTP is a long-term average: in a single session you may win much more or lose everything you stake. The difference between 100% and the RTP is the house edge.
- The RTP of every game is shown in its help screen and on its game page.
- Some games have several RTP versions; we offer only the version shown.
- Jackpot games show the RTP of the base game. The jackpot is funded on top of it, from the casino's share of each stake (see Jackpots).
## Volatility
Volatility describes how winnings are spread. Low-volatility games pay small amounts often; high-volatility games pay less often but can pay larger amounts. Volatility does not change the RTP. Games that play the same mathematics have the same volatility, whatever their name or theme:
- Reel games (every slot, instant-win and video-poker game here plays the same reels): low. Around one spin in two pays something, and the largest win is about 105 times the stake.
- Roulette tables: low for the even-money bets (red, black, odd, even, 1–18, 19–36); a single number, paying 35 to 1, is a high-volatility bet.
- Virtual races: medium. Prices run from 3 to 20.
## Jackpots
Each jackpot game has its own progressive pot at this casino; pots are not shared with other casinos.
- 1% of every real-money stake in euros is added to the game's pot from the casino's share of the stake, rounded down to the cent. You pay only your stake.
- Every real-money spin in euros can win the whole pot. The chance is proportional to the stake: 1 in 100,000 for each €1 staked, so every euro has the same chance whatever the bet size.
- The pot paid is its value at the moment of the win. Lobby and game pages show it at most 30 seconds old, so the amount paid is usually a little higher than the one you saw. After a win the pot starts again from its starting amount.
- Demo play and accounts in other currencies play the base game without the pot and add nothing to it.
- If a bet is cancelled, its contribution leaves the pot again, unless the pot has been won since.
## Malfunctions and interrupted games
A malfunction voids all plays and pays. If your connection drops, most games finish the round on the server and the result is credited to your balance; open the game again to see it. Live rounds that cannot be completed are cancelled and stakes are returned.
## Demo mode
Demo games use play money and the same mathematics as the real game, without the jackpot: demo play never wins or adds to a pot. Demo results are not a forecast of real-money play.
## Stake limits
Each game has a minimum and maximum stake, shown before you play. Your own deposit and loss limits always apply on top of game limits.
`,
};
