import type { GameType } from '@/lib/content/types/games';

export type EngineKind = 'slot' | 'roulette' | 'race';

/** Which built-in engine plays a catalogue game: reels for slot-like games, the race track for virtual
 * sports, the roulette table for the rest. */
export function engineForGameType(gameType: GameType): EngineKind {
  switch (gameType) {
    case 'slots':
    case 'bigWays':
    case 'instantWin':
    case 'videoPoker':
      return 'slot';
    case 'tableGames':
    case 'roulette':
    case 'blackjack':
    case 'baccarat':
    case 'gameShow':
    case 'poker':
    case 'dice':
      return 'roulette';
    case 'horseRacing':
    case 'greyhoundRacing':
      return 'race';
  }
}
