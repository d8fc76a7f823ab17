import type { CategoryGrid } from '../../../lib/content/documents/categories';
import type { ContentDocument } from '../../../lib/content/documents/content-document';
import type { TileSize } from '../../../lib/content/documents/games';
import type { LocalizedString } from '../../../lib/content/documents/primitives';
import { ICONS } from '../data/category-icons';
import { PROVIDERS, SUB_PROVIDERS } from '../data/providers';
import { doc, refs } from '../lib/documents';
import { keyOf } from '../lib/random';
import type { BuiltGames, GameFacts } from './games';

type Widget = 'carousel' | 'grid' | 'featured' | 'jackpot';
type Layout = Record<'desktop' | 'tablet' | 'mobile', { columns: number; rows: number; tiles: TileSize[] }>;

interface CategorySpec {
  id: string;
  label: LocalizedString;
  icon: string;
  widget: Widget;
  menu: boolean;
  lobby: boolean;
  pick: (facts: GameFacts[]) => GameFacts[];
}

const byPopularity = (a: GameFacts, b: GameFacts) => b.popularity - a.popularity;
const ofType =
  (...types: string[]) =>
  (facts: GameFacts[]) =>
    facts.filter((f) => types.includes(f.gameType)).sort(byPopularity);

/**
 * Grid shapes per widget. `tiles` lists the sizes of the first games in order; the rest are 1x. Casino pages
 * are 30 desktop / 15 mobile games (spec games-wallet-bonuses §2), live pages 60 / 30.
 */
const CASINO_LAYOUTS: Record<Widget, Layout> = {
  carousel: { desktop: { columns: 6, rows: 1, tiles: ['2xv'] }, tablet: { columns: 4, rows: 1, tiles: [] }, mobile: { columns: 3, rows: 2, tiles: [] } },
  featured: {
    desktop: { columns: 6, rows: 2, tiles: ['4x', '2xv'] },
    tablet: { columns: 4, rows: 2, tiles: ['4x'] },
    mobile: { columns: 2, rows: 3, tiles: ['4x'] },
  },
  jackpot: {
    desktop: { columns: 6, rows: 1, tiles: ['2xh'] },
    tablet: { columns: 4, rows: 1, tiles: ['2xh'] },
    mobile: { columns: 2, rows: 2, tiles: ['2xh'] },
  },
  grid: {
    desktop: { columns: 6, rows: 5, tiles: ['2xh', '1x', '1x', '1x', '1x', '1x', '1x', '1x', '1x', '2xv'] },
    tablet: { columns: 4, rows: 5, tiles: ['2xh'] },
    mobile: { columns: 3, rows: 5, tiles: [] },
  },
};
const LIVE_LAYOUTS: Record<Widget, Layout> = {
  ...CASINO_LAYOUTS,
  featured: {
    desktop: { columns: 5, rows: 2, tiles: ['4x', '2xv'] },
    tablet: { columns: 3, rows: 2, tiles: ['2xv'] },
    mobile: { columns: 2, rows: 2, tiles: ['2xh'] },
  },
  grid: { desktop: { columns: 5, rows: 12, tiles: ['2xh'] }, tablet: { columns: 3, rows: 10, tiles: [] }, mobile: { columns: 2, rows: 15, tiles: [] } },
};

const CASINO: CategorySpec[] = [
  {
    id: 'popular',
    label: { en: 'Popular', fi: 'Suosituimmat', de: 'Beliebt', no: 'Populære', fr: 'Populaires' },
    icon: ICONS.flame,
    widget: 'carousel',
    menu: true,
    lobby: true,
    pick: (f) =>
      f
        .filter((g) => g.gameType !== 'tableGames')
        .sort(byPopularity)
        .slice(0, 30),
  },
  {
    id: 'new',
    label: { en: 'New games', fi: 'Uudet pelit', de: 'Neue Spiele', no: 'Nye spill', fr: 'Nouveaux jeux' },
    icon: ICONS.sparkle,
    widget: 'carousel',
    menu: true,
    lobby: true,
    pick: (f) => [...f].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || a.id.localeCompare(b.id)).slice(0, 30),
  },
  {
    id: 'harbour-picks',
    label: { en: 'Harbour Picks', fi: 'Sataman suosikit', de: 'Harbour-Favoriten', no: 'Havnens favoritter', fr: 'Coups de cœur du port' },
    icon: ICONS.star,
    widget: 'featured',
    menu: false,
    lobby: true,
    pick: (f) =>
      f
        .filter((g) => g.gameType === 'slots')
        .sort(byPopularity)
        .slice(30, 38),
  },
  {
    id: 'jackpots',
    label: { en: 'Jackpots', fi: 'Jättipotit', de: 'Jackpots', no: 'Jackpotter', fr: 'Jackpots' },
    icon: ICONS.crown,
    widget: 'jackpot',
    menu: true,
    lobby: true,
    pick: (f) => f.filter((g) => g.jackpot).sort(byPopularity),
  },
  {
    id: 'slots',
    label: { en: 'Slots', fi: 'Kolikkopelit', de: 'Spielautomaten', no: 'Spilleautomater', fr: 'Machines à sous' },
    icon: ICONS.reels,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('slots'),
  },
  {
    id: 'big-ways',
    label: { en: 'Big Ways', fi: 'Big Ways -pelit', de: 'Big-Ways-Slots', no: 'Big Ways', fr: 'Big Ways' },
    icon: ICONS.ways,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('bigWays'),
  },
  {
    id: 'table-games',
    label: { en: 'Table games', fi: 'Pöytäpelit', de: 'Tischspiele', no: 'Bordspill', fr: 'Jeux de table' },
    icon: ICONS.spade,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('tableGames', 'videoPoker'),
  },
  {
    id: 'instant-win',
    label: { en: 'Instant win', fi: 'Pikavoitot', de: 'Sofortgewinne', no: 'Direktegevinster', fr: 'Gains instantanés' },
    icon: ICONS.bolt,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('instantWin'),
  },
  {
    id: 'all-games',
    label: { en: 'All games', fi: 'Kaikki pelit', de: 'Alle Spiele', no: 'Alle spill', fr: 'Tous les jeux' },
    icon: ICONS.grid,
    widget: 'grid',
    menu: true,
    lobby: false,
    pick: (f) => [...f].sort((a, b) => a.id.localeCompare(b.id)),
  },
];

const VIRTUAL: CategorySpec[] = [
  {
    id: 'featured-races',
    label: { en: 'Featured races', fi: 'Suositut kilpailut', de: 'Top-Rennen', no: 'Utvalgte løp', fr: 'Courses à la une' },
    icon: ICONS.flag,
    widget: 'featured',
    menu: false,
    lobby: true,
    pick: (f) => [...f].sort(byPopularity).slice(0, 4),
  },
  {
    id: 'horse-racing',
    label: { en: 'Horse racing', fi: 'Laukkaravit', de: 'Pferderennen', no: 'Hesteløp', fr: 'Courses hippiques' },
    icon: ICONS.horseshoe,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('horseRacing'),
  },
  {
    id: 'greyhound-racing',
    label: { en: 'Greyhound racing', fi: 'Vinttikoirakilpailut', de: 'Windhundrennen', no: 'Mynderace', fr: 'Courses de lévriers' },
    icon: ICONS.flag,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('greyhoundRacing'),
  },
];

const LIVE: CategorySpec[] = [
  {
    id: 'top-tables',
    label: { en: 'Top tables', fi: 'Suosituimmat pöydät', de: 'Top-Tische', no: 'Populære bord', fr: 'Tables vedettes' },
    icon: ICONS.star,
    widget: 'featured',
    menu: false,
    lobby: true,
    pick: (f) => [...f].sort(byPopularity).slice(0, 12),
  },
  {
    id: 'roulette',
    label: { en: 'Roulette', fi: 'Ruletti', de: 'Roulette', no: 'Rulett', fr: 'Roulette' },
    icon: ICONS.roulette,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('roulette'),
  },
  {
    id: 'blackjack',
    label: { en: 'Blackjack', fi: 'Blackjack', de: 'Blackjack', no: 'Blackjack', fr: 'Blackjack' },
    icon: ICONS.cards,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('blackjack'),
  },
  {
    id: 'baccarat',
    label: { en: 'Baccarat', fi: 'Baccarat', de: 'Baccarat', no: 'Baccarat', fr: 'Baccara' },
    icon: ICONS.diamond,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('baccarat'),
  },
  {
    id: 'game-shows',
    label: { en: 'Game shows', fi: 'Peli-showt', de: 'Spielshows', no: 'Gameshow', fr: 'Jeux télévisés' },
    icon: ICONS.mic,
    widget: 'carousel',
    menu: true,
    lobby: true,
    pick: ofType('gameShow', 'dice'),
  },
  {
    id: 'poker',
    label: { en: 'Poker', fi: 'Pokeri', de: 'Poker', no: 'Poker', fr: 'Poker' },
    icon: ICONS.chip,
    widget: 'grid',
    menu: true,
    lobby: true,
    pick: ofType('poker'),
  },
];

function grid(owner: string, device: string, games: GameFacts[], layout: Layout[keyof Layout]): CategoryGrid {
  const tiles = layout.tiles
    .map((size, index) => ({ size, game: games[index] }))
    .filter((t) => t.size !== '1x' && t.game)
    .map((t) => ({ _key: keyOf(owner, device, t.game.id), game: { _type: 'reference' as const, _ref: t.game.id }, size: t.size }));
  return { columns: layout.columns, rows: layout.rows, tiles };
}

type CategoryType = 'casinoGameCategory' | 'liveCasinoGameCategory' | 'virtualSportsGameCategory';

const CATEGORY_BASE: Record<CategoryType, { base: string; layouts: Record<Widget, Layout> }> = {
  casinoGameCategory: { base: '/online-casino', layouts: CASINO_LAYOUTS },
  liveCasinoGameCategory: { base: '/live-casino-online', layouts: LIVE_LAYOUTS },
  virtualSportsGameCategory: { base: '/virtuals', layouts: CASINO_LAYOUTS },
};

function categories(type: CategoryType, specs: CategorySpec[], facts: GameFacts[]): ContentDocument[] {
  const { base, layouts } = CATEGORY_BASE[type];
  return specs.map((spec, index) => {
    const id = `${type}-${spec.id}`;
    const games = spec.pick(facts);
    const layout = layouts[spec.widget];
    return doc(type, id, {
      id: spec.id,
      label: spec.label,
      visibleInMenu: spec.menu,
      visibleInLobby: spec.lobby,
      iconSvg: spec.icon,
      url: `${base}/${spec.id}`,
      order: (index + 1) * 10,
      games: refs(
        id,
        'games',
        games.map((g) => g.id),
      ),
      desktop: grid(id, 'desktop', games, layout.desktop),
      tablet: grid(id, 'tablet', games, layout.tablet),
      mobile: grid(id, 'mobile', games, layout.mobile),
      widgetType: spec.widget,
    });
  });
}

export function buildCategories(games: BuiltGames): ContentDocument[] {
  const casinoFacts = games.facts.filter((f) => !f.live);
  const liveFacts = games.facts.filter((f) => f.live);
  const hasGames = (list: { provider: { _ref: string }; subProvider?: { _ref: string } }[], field: 'provider' | 'subProvider') => [
    ...new Set(list.map((g) => g[field]?._ref).filter((id): id is string => Boolean(id))),
  ];
  const providerOrder = (ids: string[]) => PROVIDERS.map((p) => `gameProvider-${p.id}`).filter((id) => ids.includes(id));
  const subOrder = (ids: string[]) => SUB_PROVIDERS.map((s) => `subProvider-${s.id}`).filter((id) => ids.includes(id));

  const casinoCategories = categories('casinoGameCategory', CASINO, casinoFacts);
  const liveCategories = categories('liveCasinoGameCategory', LIVE, liveFacts);
  const virtualCategories = categories('virtualSportsGameCategory', VIRTUAL, games.virtualFacts);
  return [
    ...casinoCategories,
    ...liveCategories,
    ...virtualCategories,
    doc('casinoSettings', 'casinoSettings', {
      categories: refs(
        'casinoSettings',
        'categories',
        casinoCategories.map((c) => c._id),
      ),
      availableProviders: refs('casinoSettings', 'availableProviders', providerOrder(hasGames(games.casino, 'provider'))),
      // PG Soft is left out of the casino provider filter (spec games-wallet-bonuses §5: not eligible for a game-related feature).
      exclusionSubProviders: refs('casinoSettings', 'exclusionSubProviders', ['subProvider-pgsoft']),
      availableSubProviders: refs('casinoSettings', 'availableSubProviders', subOrder(hasGames(games.casino, 'subProvider'))),
    }),
    doc('liveCasinoSettings', 'liveCasinoSettings', {
      categories: refs(
        'liveCasinoSettings',
        'categories',
        liveCategories.map((c) => c._id),
      ),
      availableProviders: refs('liveCasinoSettings', 'availableProviders', providerOrder(hasGames(games.live, 'provider'))),
      // Evolution tables reached through the aggregator duplicate the direct Evolution provider in the filter.
      exclusionSubProviders: refs('liveCasinoSettings', 'exclusionSubProviders', ['subProvider-evolution']),
      availableSubProviders: refs('liveCasinoSettings', 'availableSubProviders', subOrder(hasGames(games.live, 'subProvider'))),
    }),
    doc('virtualSportsSettings', 'virtualSportsSettings', {
      categories: refs(
        'virtualSportsSettings',
        'categories',
        virtualCategories.map((c) => c._id),
      ),
      availableProviders: refs('virtualSportsSettings', 'availableProviders', providerOrder(hasGames(games.virtual, 'provider'))),
      exclusionSubProviders: [],
      availableSubProviders: [],
    }),
  ];
}
