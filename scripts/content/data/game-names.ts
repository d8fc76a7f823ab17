import type { Random } from '../lib/random';

// Invented names only. Words that crowd real slot titles (gold, book, fortune, wild, dragon…) are left out on purpose.
const ADJECTIVES = [
  'Amber',
  'Brass',
  'Cinder',
  'Cobalt',
  'Copper',
  'Crimson',
  'Drifting',
  'Emerald',
  'Foggy',
  'Frosted',
  'Gleaming',
  'Hollow',
  'Indigo',
  'Lunar',
  'Misty',
  'Neon',
  'Obsidian',
  'Opal',
  'Painted',
  'Quiet',
  'Rusty',
  'Saffron',
  'Salty',
  'Sleepy',
  'Starlit',
  'Stormy',
  'Sunken',
  'Tidal',
  'Twilight',
  'Velvet',
  'Wandering',
  'Whispering',
  'Windswept',
  'Humming',
  'Clockwork',
  'Paper',
  'Glass',
  'Moonlit',
  'Marbled',
  'Polar',
  'Coral',
  'Sapphire',
  'Thunderous',
  'Woven',
];

const NOUNS = [
  'Lighthouse',
  'Tidepool',
  'Compass',
  'Lantern',
  'Orchard',
  'Comet',
  'Marigold',
  'Kestrel',
  'Quarry',
  'Observatory',
  'Anchor',
  'Carousel',
  'Foxglove',
  'Gondola',
  'Heron',
  'Iceberg',
  'Jellyfish',
  'Kite',
  'Lagoon',
  'Mariner',
  'Nebula',
  'Octopus',
  'Pagoda',
  'Quill',
  'Reef',
  'Sextant',
  'Thistle',
  'Umbrella',
  'Voyager',
  'Walrus',
  'Zephyr',
  'Beacon',
  'Canyon',
  'Dune',
  'Falcon',
  'Glacier',
  'Hummingbird',
  'Junction',
  'Lotus',
  'Monsoon',
  'Narwhal',
  'Otter',
  'Pelican',
  'Puffin',
  'Saguaro',
  'Tortoise',
  'Windmill',
  'Zeppelin',
  'Bazaar',
  'Caravan',
  'Citadel',
  'Menagerie',
  'Aviary',
  'Meridian',
  'Seahorse',
  'Teacup',
  'Fjord',
  'Mongoose',
  'Cactus',
  'Chameleon',
  'Marionette',
  'Locomotive',
  'Firefly',
];

const SUFFIXES = [
  'Parade',
  'Rush',
  'Express',
  'Cascade',
  'Bloom',
  'Fiesta',
  'Heist',
  'Voyage',
  'Saga',
  'Nights',
  'Festival',
  'Stacks',
  'Drop',
  'Circus',
  'Jamboree',
];
const TABLE_VARIANTS = [
  'Roulette',
  'Blackjack',
  'Baccarat',
  'Three Card Poker',
  'Caribbean Stud',
  "Casino Hold'em",
  'Sic Bo',
  'Red Dog',
  'Pontoon',
  'French Roulette',
];
const VIDEO_POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Aces and Faces'];
const INSTANT = ['Mines', 'Scratch', 'Climb', 'Keno', 'Dash', 'Pop', 'Crash', 'Pairs'];

const LIVE_THEMES = [
  'Quayside',
  'Harbour Lights',
  'Velvet Salon',
  'Lantern Room',
  'Marina',
  'Boardwalk',
  'Lighthouse',
  'Drydock',
  'Starboard',
  'Moonlit Deck',
  'Copper Bar',
  'Opal Lounge',
  'Signal Fire',
  'Tideway',
  'Compass Club',
  'Pier Nine',
];
const LIVE_KINDS: Record<string, readonly string[]> = {
  roulette: ['Roulette', 'Auto Roulette', 'Speed Roulette', 'Double Ball Roulette', 'French Roulette'],
  blackjack: ['Blackjack', 'Blackjack VIP', 'Speed Blackjack', 'Blackjack Party'],
  baccarat: ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'No Commission Baccarat'],
  poker: ["Hold'em", 'Three Card Poker', 'Caribbean Stud'],
  dice: ['Sic Bo', 'Dice Duel', 'Craps'],
};
const GAME_SHOWS = [
  'Wheel of Lanterns',
  'Rowboat Derby',
  'Comet Catcher',
  'Signal Flags',
  'Pearl Diver Live',
  'Tidal Tower',
  'Boardwalk Bingo',
  'Knots and Crosses',
  'Bottle Post Live',
  'Ferris Wheel Frenzy',
  'Treetop Tumble',
  'Kite Festival Live',
];

/** Hands out unique names across the whole catalogue. */
export class GameNamer {
  private readonly used = new Set<string>();

  casino(rng: Random, gameType: string): string {
    return this.unique(rng, () => {
      const adj = rng.pick(ADJECTIVES);
      const noun = rng.pick(NOUNS);
      switch (gameType) {
        case 'bigWays':
          return `${adj} ${noun} Ways`;
        case 'tableGames':
          return `${noun} ${rng.pick(TABLE_VARIANTS)}`;
        case 'videoPoker':
          return `${rng.pick(VIDEO_POKER)} ${noun}`;
        case 'instantWin':
          return `${noun} ${rng.pick(INSTANT)}`;
        default:
          return rng.pick([
            () => `${adj} ${noun}`,
            () => `${noun} ${rng.pick(SUFFIXES)}`,
            () => `The ${adj} ${noun}`,
            () => `${noun} and the ${rng.pick(NOUNS)}`,
          ])();
      }
    });
  }

  live(rng: Random, gameType: string): string {
    return this.unique(
      rng,
      () => {
        if (gameType === 'gameShow') return rng.pick(GAME_SHOWS);
        return `${rng.pick(LIVE_THEMES)} ${rng.pick(LIVE_KINDS[gameType])}`;
      },
      true,
    );
  }

  private unique(rng: Random, make: () => string, numbered = false): string {
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = make();
      if (!this.used.has(name)) return this.take(name);
      // Live lobbies number their tables; a repeated live name becomes the next table.
      if (numbered && attempt > 20) {
        for (let table = 2; table < 10; table++) if (!this.used.has(`${name} ${table}`)) return this.take(`${name} ${table}`);
      }
    }
    throw new Error('ran out of game names');
  }

  private take(name: string): string {
    this.used.add(name);
    return name;
  }
}
