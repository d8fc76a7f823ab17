import type { VirtualGameType } from '../../../lib/content/types/games';

/** The virtual-sports studio of the demo catalogue (an invented name, like the aggregators' studios). */
export const VIRTUAL_PROVIDER = 'tidalvirtuals';

export interface VirtualGameSpec {
  name: string;
  gameType: VirtualGameType;
  /** 0..1: the order of the lobby's featured row. */
  popularity: number;
  releasedAt: string;
}

/**
 * Races run on demand by the built-in race engine (lib/games/engines/race.ts): one card of six runners per
 * game type, with fixed prices that return the same share whichever runner is backed.
 */
export const VIRTUAL_GAMES: readonly VirtualGameSpec[] = [
  { name: 'Harbour Derby', gameType: 'horseRacing', popularity: 0.96, releasedAt: '2026-09-14' },
  { name: 'Moonlit Mile', gameType: 'horseRacing', popularity: 0.71, releasedAt: '2026-05-02' },
  { name: 'Seafront Stakes', gameType: 'horseRacing', popularity: 0.64, releasedAt: '2025-11-20' },
  { name: 'Lighthouse Handicap', gameType: 'horseRacing', popularity: 0.42, releasedAt: '2025-06-08' },
  { name: 'Dockside Dogs', gameType: 'greyhoundRacing', popularity: 0.9, releasedAt: '2026-10-03' },
  { name: 'Quayside Sprint', gameType: 'greyhoundRacing', popularity: 0.68, releasedAt: '2026-02-17' },
  { name: 'Tidewater Trap Six', gameType: 'greyhoundRacing', popularity: 0.55, releasedAt: '2025-09-29' },
  { name: 'Pier Dash', gameType: 'greyhoundRacing', popularity: 0.37, releasedAt: '2025-04-11' },
];
