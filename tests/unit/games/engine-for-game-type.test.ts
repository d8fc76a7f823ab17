import { engineForGameType } from '@/lib/games/engines';

describe('engineForGameType', () => {
  it.each([
    ['slots', 'slot'],
    ['bigWays', 'slot'],
    ['instantWin', 'slot'],
    ['videoPoker', 'slot'],
    ['tableGames', 'roulette'],
    ['roulette', 'roulette'],
    ['blackjack', 'roulette'],
    ['baccarat', 'roulette'],
    ['gameShow', 'roulette'],
    ['poker', 'roulette'],
    ['dice', 'roulette'],
    ['horseRacing', 'race'],
    ['greyhoundRacing', 'race'],
  ] as const)('%s plays on the %s engine', (gameType, engine) => {
    expect(engineForGameType(gameType)).toBe(engine);
  });
});
