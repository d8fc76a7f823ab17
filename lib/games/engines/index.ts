import type { CasinoGameType, LiveGameType } from '@/lib/content/types';

export type EngineKind = 'slot' | 'roulette';

/** Which built-in engine plays a catalogue game: reels for slot-like games, the roulette table for the rest. */
export function engineForGameType(gameType: CasinoGameType | LiveGameType): EngineKind {
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
  }
}
