// A tiny content dataset in Sanity's export shape: enough documents to exercise every query's filters.
import type { SanityImage } from '@/lib/content/documents/images';

const system = { _createdAt: '2026-01-01T00:00:00.000Z', _updatedAt: '2026-01-02T00:00:00.000Z', _rev: 'rev1' };
const ref = (id: string, key?: string) => ({ ...(key ? { _key: key } : {}), _type: 'reference', _ref: id });
export const image = (hash: string, size = '400x400'): SanityImage => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: `image-${hash.repeat(40).slice(0, 40)}-${size}-svg` },
});
const en = (text: string, extra: Record<string, string> = {}) => ({ en: text, ...extra });
const audience = { authorized: 'both', targetAudience: { option: 'NO_LIMIT', groups: [], playerIds: [] }, markets: [] as string[] };
const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [{ _key: 'l1', _type: 'link', href: '/promotions' }],
  children: [
    { _type: 'span', _key: `${key}a`, text: 'Read ', marks: [] },
    { _type: 'span', _key: `${key}b`, text, marks: ['strong', 'l1'] },
  ],
});

function game(slug: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: `casino-${slug}`,
    _type: 'casinoGames',
    ...system,
    name,
    gameSlug: { _type: 'slug', current: slug },
    providerGameId: slug.replace(/-/g, ''),
    provider: ref('gameProvider-relax'),
    channels: ['desktop', 'mobile', 'tablet'],
    betLimits: [{ _key: 'b1', min: 10, max: 10000, currency: 'EUR' }],
    jackpotExist: false,
    thumbnail: image('a'),
    verticalImage: image('b', '400x800'),
    rtp: 9612,
    volatility: 'medium',
    description: en(`${name} description`, { fi: `${name} kuvaus` }),
    releasedAt: '2025-01-01',
    removeOverlay: false,
    restrictedCountries: [],
    gameType: 'slots',
    ...overrides,
  };
}

export const GAMES = [
  game('aces-high', 'Aces High'),
  game('big-bass-bonanza', 'Big Bass Bonanza', { provider: ref('gameProvider-pragmaticplay'), jackpotExist: true, jackpotSeed: 100000 }),
  game('big-wheel', 'Big Wheel', { channels: ['desktop'] }),
  game('coral-queen', 'Coral Queen', { subProvider: ref('subProvider-pgsoft'), provider: ref('gameProvider-pariplay') }),
  game('dragon-ways', 'Dragon Ways', { restrictedCountries: ['FI'] }),
];

export const DOCUMENTS = [
  ...GAMES,
  // A draft of a published game and a never-published draft: both must stay invisible.
  { ...GAMES[0], _id: 'drafts.casino-aces-high', name: 'Aces High (edited)' },
  { ...game('secret-draft', 'Aces Secret'), _id: 'drafts.casino-secret-draft' },
  {
    ...game('lightning-roulette', 'Lightning Roulette', { provider: ref('gameProvider-evolution'), gameType: 'roulette', tableId: 'lr1', seats: 7 }),
    _id: 'live-lightning-roulette',
    _type: 'liveCasinoGames',
  },
  {
    _id: 'gameProvider-relax', _type: 'gameProvider', ...system, id: 'relax', title: 'Relax Gaming', isAggregators: false,
    providerImgUrl: '/content/images/relax.svg', type: 'casino', restrictedCountries: [], proxyCountries: ['SE'], removeOverlay: false, order: 20,
  },
  {
    _id: 'gameProvider-pragmaticplay', _type: 'gameProvider', ...system, id: 'pragmaticplay', title: 'Pragmatic Play', isAggregators: false,
    type: 'both', restrictedCountries: ['DE'], proxyCountries: [], removeOverlay: true, order: 10,
  },
  {
    _id: 'gameProvider-pariplay', _type: 'gameProvider', ...system, id: 'pariplay', title: 'Pariplay', isAggregators: true,
    type: 'casino', restrictedCountries: [], proxyCountries: [], removeOverlay: false, order: 30,
  },
  {
    _id: 'gameProvider-evolution', _type: 'gameProvider', ...system, id: 'evolution', title: 'Evolution', isAggregators: false,
    type: 'liveCasino', restrictedCountries: [], proxyCountries: [], removeOverlay: false, order: 5,
  },
  {
    _id: 'subProvider-pgsoft', _type: 'subProvider', ...system, title: 'PG Soft', provider: ref('gameProvider-pariplay'), restrictedCountry: ['BR'],
  },
  {
    _id: 'casinoGameCategory-popular', _type: 'casinoGameCategory', ...system, id: 'popular', label: en('Popular', { fi: 'Suositut', fr: 'Populaires' }),
    visibleInMenu: false, visibleInLobby: true, iconSvg: '<svg/>', url: '/online-casino/popular', order: 10,
    games: GAMES.map((g, index) => ref(g._id, `g${index}`)).concat([ref('casino-deleted-game', 'gx')]),
    desktop: { columns: 6, rows: 2, tiles: [{ _key: 't1', game: ref('casino-aces-high'), size: '2xh' }] },
    tablet: { columns: 4, rows: 2, tiles: [] },
    mobile: { columns: 3, rows: 2, tiles: [{ _key: 't2', game: ref('casino-big-wheel'), size: 'bogus' }] },
    widgetType: 'carousel',
  },
  {
    _id: 'casinoSettings', _type: 'casinoSettings', ...system,
    categories: [ref('casinoGameCategory-popular', 'c1'), ref('casinoGameCategory-missing', 'c2')],
    availableProviders: [ref('gameProvider-relax', 'p1'), ref('gameProvider-pragmaticplay', 'p2')],
    exclusionSubProviders: [ref('subProvider-pgsoft', 'x1')],
    availableSubProviders: [ref('subProvider-pgsoft', 's1')],
  },
  {
    _id: 'banner-welcome', _type: 'banner', ...system, title: en('Welcome'), description: en('Up to 100 €'), button: en('Join'),
    urlAction: '/promotions/casino/welcome', images: { desktop: image('c', '1200x400'), mobile: image('d', '720x480') },
    startDate: '2026-01-01T00:00:00.000Z', placements: ['home', 'casino'], order: 10, ...audience, authorized: 'not-authorized',
  },
  {
    _id: 'banner-finland', _type: 'banner', ...system, title: en('Moi'), description: en('Finland only'), button: en('Go'),
    urlAction: 'https://example.com', images: { desktop: image('c', '1200x400'), mobile: image('d', '720x480') },
    startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-12-31T00:00:00.000Z', placements: ['casino'], order: 20, ...audience, markets: ['FI'],
  },
  { _id: 'promotionCategory-casino', _type: 'promotionCategory', ...system, title: en('Casino'), slug: { _type: 'slug', current: 'casino' }, order: 10 },
  { _id: 'promotionCategory-live', _type: 'promotionCategory', ...system, title: en('Live'), slug: { _type: 'slug', current: 'live' }, order: 20 },
  { _id: 'promotionTag-free-spins', _type: 'promotionTag', ...system, title: en('Free spins'), slug: { _type: 'slug', current: 'free-spins' } },
  {
    _id: 'promotion-welcome', _type: 'promotion', ...system, title: en('Welcome offer'), slug: { _type: 'slug', current: 'welcome' },
    category: ref('promotionCategory-casino'), tags: [ref('promotionTag-free-spins', 'k1')], summary: en('100 free spins'),
    body: { en: [block('b1', 'the rules')] }, image: image('e', '800x450'), terms: { en: [block('t1', 'terms')] }, bonusCode: 'WELCOME',
    startDate: '2026-01-01T00:00:00.000Z', order: 10, ...audience,
  },
  {
    _id: 'promotion-live-cashback', _type: 'promotion', ...system, title: en('Live cashback'), slug: { _type: 'slug', current: 'live-cashback' },
    category: ref('promotionCategory-live'), tags: [], summary: en('10 % back'), body: { en: [block('b2', 'cashback')] }, image: image('f', '800x450'),
    terms: { en: [block('t2', 'terms')] }, startDate: '2026-01-01T00:00:00.000Z', order: 20, ...audience, markets: ['CA'],
  },
  {
    _id: 'staticPage-terms', _type: 'staticPage', ...system, slug: { _type: 'slug', current: 'terms' }, title: en('Terms', { de: 'AGB' }),
    body: { en: [block('p1', 'terms')], de: [block('p2', 'AGB')] }, updatedAt: '2026-06-01', version: 3,
  },
  { _id: 'termsVersion', _type: 'termsVersion', ...system, version: 3, effectiveDate: '2026-09-01', summary: en('Version 3'), page: ref('staticPage-terms') },
  {
    _id: 'regulationLogo-island', _type: 'regulationLogo', ...system, id: 'island', title: 'Island Gaming Commission', monogram: 'IGC',
    image: image('g', '160x160'), url: 'https://example.com/igc',
  },
  {
    _id: 'market-FI', _type: 'market', ...system, code: 'FI',
    licences: [{ _key: 'l1', regulator: 'Island Gaming Commission', number: 'IGC/1', logo: ref('regulationLogo-island') }],
    vipPage: ref('vipPage'), footerTermsAndConditions: true, footerContent: false, footerLicenseLogos: true,
  },
  {
    _id: 'paymentMethod-trustly', _type: 'paymentMethod', ...system, type: 'TRUSTLY', title: 'Trustly', image: image('h', '160x100'),
    processTime: en('Instant'), deposit: true, withdrawal: true, limits: [{ _key: 'x', currency: 'EUR', min: 1000, max: 500000 }], markets: ['FI'], order: 10,
  },
  {
    _id: 'vipPage', _type: 'vipPage', ...system, title: en('Harbour Club'), intro: en('Welcome aboard'), body: { en: [block('v1', 'levels')] },
    image: image('i', '1200x400'), tiers: [{ _key: 'v', name: en('Deckhand'), pointsRequired: 0, perks: en('Free spins') }],
  },
];
