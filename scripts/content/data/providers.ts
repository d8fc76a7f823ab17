import type { MarketCode } from '../../../lib/markets/markets';

type CasinoType = 'slots' | 'bigWays' | 'tableGames' | 'instantWin' | 'videoPoker';
type LiveType = 'roulette' | 'blackjack' | 'baccarat' | 'gameShow' | 'poker' | 'dice';
export type TypeWeights<T extends string> = Partial<Record<T, number>>;

export interface Studio {
  casinoGames: number;
  liveGames: number;
  /** Base hues of the studio's artwork palette. */
  hues: readonly number[];
  casinoMix?: TypeWeights<CasinoType>;
  liveMix?: TypeWeights<LiveType>;
}

export interface ProviderSpec extends Studio {
  id: string;
  title: string;
  isAggregators: boolean;
  type: 'casino' | 'liveCasino' | 'both' | 'virtualSports';
  restrictedCountries: MarketCode[];
  proxyCountries: string[];
  removeOverlay: boolean;
}

export interface SubProviderSpec extends Studio {
  /** The part after the dash of `subProvider-<id>`. */
  id: string;
  title: string;
  provider: string;
  restrictedCountry: MarketCode[];
}

const SLOTS: TypeWeights<CasinoType> = { slots: 7, bigWays: 2, instantWin: 1 };
const MIXED: TypeWeights<CasinoType> = { slots: 6, bigWays: 2, tableGames: 1, instantWin: 1, videoPoker: 1 };
const LIVE: TypeWeights<LiveType> = { roulette: 3, blackjack: 3, baccarat: 2, gameShow: 2, poker: 1, dice: 1 };

/** Providers named by the spec (games-wallet-bonuses §2, §3, §7) and a few more from the proxy lists. Restrictions are demo data. */
export const PROVIDERS: readonly ProviderSpec[] = [
  { id: 'evolution', title: 'Evolution', isAggregators: false, type: 'both', restrictedCountries: [], proxyCountries: ['CA', 'SE'], removeOverlay: true, casinoGames: 8, liveGames: 22, hues: [150, 170, 45], casinoMix: { tableGames: 3, videoPoker: 1 }, liveMix: LIVE },
  { id: 'relax', title: 'Relax Gaming', isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: ['SE', 'CA'], removeOverlay: false, casinoGames: 10, liveGames: 0, hues: [200, 215, 30], casinoMix: SLOTS },
  { id: 'playngo', title: "Play'n GO", isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: ['CA', 'SE'], removeOverlay: false, casinoGames: 30, liveGames: 0, hues: [130, 95, 280], casinoMix: MIXED },
  { id: 'quickspin', title: 'Quickspin', isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: [], removeOverlay: false, casinoGames: 20, liveGames: 0, hues: [10, 350, 190], casinoMix: SLOTS },
  { id: 'pragmaticplay', title: 'Pragmatic Play', isAggregators: false, type: 'both', restrictedCountries: [], proxyCountries: ['FR', 'IN'], removeOverlay: false, casinoGames: 36, liveGames: 14, hues: [25, 45, 320], casinoMix: { slots: 6, bigWays: 2, instantWin: 1, tableGames: 1 }, liveMix: LIVE },
  { id: 'yggdrasil', title: 'Yggdrasil', isAggregators: false, type: 'casino', restrictedCountries: ['NL', 'LL'], proxyCountries: [], removeOverlay: false, casinoGames: 22, liveGames: 0, hues: [40, 270, 160], casinoMix: SLOTS },
  { id: 'pariplay', title: 'Pariplay', isAggregators: true, type: 'both', restrictedCountries: [], proxyCountries: [], removeOverlay: false, casinoGames: 4, liveGames: 4, hues: [300, 330], casinoMix: { instantWin: 2, slots: 1 }, liveMix: { roulette: 1, blackjack: 1, dice: 1 } },
  { id: 'softswiss', title: 'SOFTSWISS', isAggregators: true, type: 'both', restrictedCountries: [], proxyCountries: [], removeOverlay: false, casinoGames: 0, liveGames: 0, hues: [220, 250] },
  { id: 'novomatic', title: 'Novomatic', isAggregators: false, type: 'casino', restrictedCountries: ['UK', 'GB'], proxyCountries: [], removeOverlay: false, casinoGames: 18, liveGames: 0, hues: [0, 50, 210], casinoMix: { slots: 5, tableGames: 1, videoPoker: 1 } },
  { id: 'creedroomz', title: 'CreedRoomz', isAggregators: false, type: 'liveCasino', restrictedCountries: ['DE', 'JJ'], proxyCountries: [], removeOverlay: true, casinoGames: 0, liveGames: 10, hues: [345, 15, 190], liveMix: { roulette: 2, blackjack: 2, baccarat: 2, poker: 1, dice: 1 } },
  { id: 'hacksaw', title: 'Hacksaw Gaming', isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: ['SE'], removeOverlay: false, casinoGames: 18, liveGames: 0, hues: [60, 90, 0], casinoMix: { slots: 3, instantWin: 2, bigWays: 1 } },
  { id: 'playson', title: 'Playson', isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: ['SE', 'CA'], removeOverlay: false, casinoGames: 14, liveGames: 0, hues: [20, 200], casinoMix: SLOTS },
  { id: 'thunderkick', title: 'Thunderkick', isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: ['SE', 'CA'], removeOverlay: false, casinoGames: 12, liveGames: 0, hues: [180, 300, 75], casinoMix: SLOTS },
  { id: 'elk', title: 'ELK Studios', isAggregators: false, type: 'casino', restrictedCountries: [], proxyCountries: ['SE', 'CA'], removeOverlay: false, casinoGames: 12, liveGames: 0, hues: [100, 30, 240], casinoMix: { slots: 3, bigWays: 2 } },
  { id: 'playtech', title: 'Playtech', isAggregators: false, type: 'both', restrictedCountries: ['DE', 'JJ'], proxyCountries: ['SE', 'CA'], removeOverlay: false, casinoGames: 16, liveGames: 6, hues: [210, 0, 50], casinoMix: MIXED, liveMix: { roulette: 2, blackjack: 2, baccarat: 1, gameShow: 1 } },
  { id: 'skywind', title: 'Skywind', isAggregators: false, type: 'both', restrictedCountries: ['NL', 'LL'], proxyCountries: ['SE', 'CA', 'MT'], removeOverlay: false, casinoGames: 12, liveGames: 4, hues: [190, 260, 20], casinoMix: MIXED, liveMix: { roulette: 1, baccarat: 1, blackjack: 1, gameShow: 1 } },
  { id: 'tidalvirtuals', title: 'Tidal Virtuals', isAggregators: false, type: 'virtualSports', restrictedCountries: [], proxyCountries: [], removeOverlay: false, casinoGames: 0, liveGames: 0, hues: [195, 140, 35] },
];

/**
 * Sub-providers: the spec's named studios (their restriction lists are empty, spec games-wallet-bonuses §5) and invented, neutral
 * studio names under the aggregators, some of which carry demo restriction lists.
 */
export const SUB_PROVIDERS: readonly SubProviderSpec[] = [
  { id: 'wizardgames', title: 'Wizard Games', provider: 'pariplay', restrictedCountry: [], casinoGames: 10, liveGames: 0, hues: [265, 285], casinoMix: SLOTS },
  { id: 'oryx', title: 'Oryx', provider: 'pariplay', restrictedCountry: [], casinoGames: 8, liveGames: 0, hues: [35, 15], casinoMix: SLOTS },
  { id: 'apparat', title: 'Apparat', provider: 'pariplay', restrictedCountry: [], casinoGames: 6, liveGames: 0, hues: [0, 55], casinoMix: { slots: 3, bigWays: 1 } },
  { id: 'ballywulff', title: 'BallyWulff', provider: 'pariplay', restrictedCountry: [], casinoGames: 6, liveGames: 0, hues: [210, 45], casinoMix: SLOTS },
  { id: 'fbm', title: 'FBM', provider: 'pariplay', restrictedCountry: [], casinoGames: 5, liveGames: 0, hues: [120, 340], casinoMix: { tableGames: 2, videoPoker: 1, slots: 1 } },
  { id: 'redrake', title: 'Red Rake', provider: 'relax', restrictedCountry: [], casinoGames: 8, liveGames: 0, hues: [5, 25], casinoMix: SLOTS },
  { id: 'northboundreels', title: 'Northbound Reels', provider: 'relax', restrictedCountry: [], casinoGames: 8, liveGames: 0, hues: [195, 230], casinoMix: { slots: 2, bigWays: 1 } },
  { id: 'papercrane', title: 'Paper Crane Gaming', provider: 'relax', restrictedCountry: ['PP'], casinoGames: 6, liveGames: 0, hues: [340, 20, 160], casinoMix: SLOTS },
  { id: 'thunderspin', title: 'Thunderspin', provider: 'softswiss', restrictedCountry: [], casinoGames: 6, liveGames: 0, hues: [50, 230], casinoMix: SLOTS },
  { id: 'betsoft', title: 'Betsoft', provider: 'softswiss', restrictedCountry: [], casinoGames: 8, liveGames: 0, hues: [280, 30], casinoMix: { slots: 4, tableGames: 1, videoPoker: 1 } },
  { id: 'habanero', title: 'Habanero', provider: 'softswiss', restrictedCountry: [], casinoGames: 8, liveGames: 0, hues: [15, 100], casinoMix: { slots: 4, tableGames: 1 } },
  { id: 'pgsoft', title: 'PG Soft', provider: 'softswiss', restrictedCountry: [], casinoGames: 8, liveGames: 0, hues: [175, 320], casinoMix: SLOTS },
  { id: 'ezugi', title: 'Ezugi', provider: 'softswiss', restrictedCountry: [], casinoGames: 0, liveGames: 8, hues: [140, 20], liveMix: { roulette: 2, blackjack: 2, baccarat: 2, poker: 1 } },
  { id: 'evolution', title: 'Evolution', provider: 'softswiss', restrictedCountry: [], casinoGames: 0, liveGames: 4, hues: [150, 170], liveMix: { roulette: 1, blackjack: 1, gameShow: 1 } },
  { id: 'lanternfish', title: 'Lanternfish Studios', provider: 'softswiss', restrictedCountry: [], casinoGames: 6, liveGames: 0, hues: [240, 190], casinoMix: { slots: 2, instantWin: 1 } },
  { id: 'copperkite', title: 'Copper Kite Games', provider: 'softswiss', restrictedCountry: ['DE', 'JJ', 'NL', 'LL'], casinoGames: 6, liveGames: 0, hues: [22, 190], casinoMix: SLOTS },
  { id: 'saltmarsh', title: 'Saltmarsh Play', provider: 'softswiss', restrictedCountry: ['FR'], casinoGames: 5, liveGames: 0, hues: [85, 170], casinoMix: { slots: 2, bigWays: 1 } },
  { id: 'velvetfathom', title: 'Velvet Fathom', provider: 'softswiss', restrictedCountry: ['PP', 'UK', 'GB'], casinoGames: 5, liveGames: 0, hues: [300, 250], casinoMix: SLOTS },
];
