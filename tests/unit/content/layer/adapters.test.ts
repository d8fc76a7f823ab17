/** @jest-environment node */
import { buildImageUrl, LOCAL_IMAGE_URL_CONFIG } from '@/lib/content/rules/image-url';
import { isGameRestricted } from '@/lib/content/rules/restriction';
import { adapterContext } from '@/server/content/adapter/context';
import { toGame, toGameDetail } from '@/server/content/adapter/game';
import { toCasinoSettings, toCategory, toCategoryPage, toSubProvider } from '@/server/content/adapter/lobby';
import { toBanner } from '@/server/content/adapter/marketing';
import { toMarketContent, toPaymentMethod } from '@/server/content/adapter/payments-and-markets';
import { toStaticPage, toTermsVersion } from '@/server/content/adapter/pages';
import { toPromotionDetail } from '@/server/content/adapter/promotion';
import type { VendorBanner, VendorCategory, VendorGameDetail, VendorPromotionDetail } from '@/server/content/adapter/vendor-types';
import { image } from './fixtures';

const en = adapterContext({ imageConfig: LOCAL_IMAGE_URL_CONFIG }, 'en');
const caf = adapterContext({ imageConfig: LOCAL_IMAGE_URL_CONFIG }, 'caf');
const sanity = adapterContext({ imageConfig: { projectId: 'abc123', dataset: 'production' } }, 'en');

const vendorGame: VendorGameDetail = {
  _id: 'casino-coral-queen',
  _type: 'casinoGames',
  name: 'Coral Queen',
  slug: 'coral-queen',
  gameType: 'slots',
  channels: ['desktop', 'mobile', 'watch'],
  betLimits: [
    { min: 10, max: 1000, currency: 'EUR' },
    { min: 1, max: 2, currency: 'XXX' },
  ],
  jackpotExist: true,
  thumbnail: image('a'),
  verticalImage: null,
  gridSizes: { desktop: '4x', tablet: 'huge' },
  seats: null,
  removeOverlay: false,
  restrictedCountries: ['FI'],
  provider: { id: 'pariplay', title: 'Pariplay', restrictedCountries: ['DE'], removeOverlay: true },
  subProvider: { _id: 'subProvider-pgsoft', title: 'PG Soft', restrictedCountry: ['BR'] },
  providerGameId: 'coralqueen',
  tableId: null,
  description: { en: 'Under the sea', fr: 'Sous la mer' },
  rtp: 9612,
  volatility: 'extreme',
  releasedAt: '2025-01-01',
  jackpotSeed: 100000,
};

describe('game adapter', () => {
  it('reshapes a game document into the lobby Game', () => {
    const game = toGame(vendorGame, en);
    expect(game).toMatchObject({
      id: 'casino-coral-queen',
      type: 'casino',
      slug: 'coral-queen',
      provider: { id: 'pariplay', title: 'Pariplay', restrictedCountries: ['DE'] },
      subProvider: { id: 'pgsoft', title: 'PG Soft', restrictedCountry: ['BR'] },
      channels: ['desktop', 'mobile'],
      betLimits: [{ min: 10, max: 1000, currency: 'EUR' }],
      gridSizes: { desktop: '4x', tablet: '1x', mobile: '1x' },
      seats: null,
      seatsTaken: null,
      removeOverlay: true,
      verticalImage: null,
    });
    // The vendor's own fields never reach the app object.
    expect(Object.keys(game).filter((key) => key.startsWith('_'))).toEqual([]);
    expect(JSON.parse(JSON.stringify(game))).toEqual(game);
  });

  it('builds 1x, 2x and 3x image URLs, 2x being the spec default (doubled, q75, webp)', () => {
    const { thumbnail } = toGame(vendorGame, en);
    expect(thumbnail).toMatchObject({ width: 200, height: 200, alt: null });
    expect(thumbnail?.url2x).toBe(buildImageUrl(vendorGame.thumbnail, { width: 200, height: 200 }));
    expect(thumbnail?.url1x).toMatch(/^\/api\/content\/images\/local\/production\/a{40}-400x400\.svg\?w=200&h=200&fm=webp&q=75$/);
    expect(thumbnail?.url3x).toContain('w=600&h=600');
    expect(toGame(vendorGame, sanity).thumbnail?.url2x).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//);
  });

  it('gives the restriction rule what it reads', () => {
    const game = toGame(vendorGame, en);
    expect(isGameRestricted(game, 'DE')).toBe(true);
    expect(isGameRestricted(game, 'BR')).toBe(true);
    expect(isGameRestricted(game, 'NO')).toBe(false);
  });

  it('adds the detail fields, with text in the reader language or its fallback', () => {
    expect(toGameDetail(vendorGame, caf)).toMatchObject({ description: 'Sous la mer', volatility: 'medium', rtp: 9612, jackpotSeed: 100000, tableId: null });
    expect(toGameDetail({ ...vendorGame, description: null }, en).description).toBeNull();
    expect(toGameDetail(vendorGame, adapterContext({ imageConfig: LOCAL_IMAGE_URL_CONFIG }, 'fi')).description).toBe('Under the sea');
  });

  it('marks live games and keeps their seats', () => {
    expect(toGame({ ...vendorGame, _type: 'liveCasinoGames', seats: 7 }, en)).toMatchObject({ type: 'liveCasino', seats: 7, seatsTaken: null });
  });
});

const vendorCategory: VendorCategory = {
  _type: 'liveCasinoGameCategory',
  id: 'roulette',
  label: { en: 'Roulette', fi: 'Ruletti' },
  visibleInMenu: true,
  visibleInLobby: false,
  iconSvg: '<svg/>',
  url: '/live-casino-online/roulette',
  order: 20,
  widgetType: 'teaser',
  desktop: {
    columns: 6,
    rows: 2,
    tiles: [
      { gameId: 'live-a', size: '2xv' },
      { gameId: null, size: '4x' },
    ],
  },
  tablet: null,
  mobile: { columns: 2, rows: 3, tiles: null },
};

describe('lobby adapter', () => {
  it('inverts visibleInMenu to hideInMenu and fills missing grids', () => {
    expect(toCategory(vendorCategory, adapterContext({ imageConfig: LOCAL_IMAGE_URL_CONFIG }, 'fi'))).toEqual({
      id: 'roulette',
      type: 'liveCasino',
      label: 'Ruletti',
      hideInMenu: false,
      visibleInLobby: false,
      iconSvg: '<svg/>',
      url: '/live-casino-online/roulette',
      order: 20,
      widgetType: 'grid',
      grids: {
        desktop: { columns: 6, rows: 2, tiles: [{ gameId: 'live-a', size: '2xv' }] },
        tablet: { columns: 1, rows: 1, tiles: [] },
        mobile: { columns: 2, rows: 3, tiles: [] },
      },
    });
  });

  it('turns limit + 1 games into a page and hasMore', () => {
    const games = [vendorGame, { ...vendorGame, _id: 'b' }, null, { ...vendorGame, _id: 'c' }];
    const page = toCategoryPage({ ...vendorCategory, games }, { offset: 10, limit: 2 }, en);
    expect(page.games.map((g) => g.id)).toEqual(['casino-coral-queen', 'b']);
    expect(page).toMatchObject({ offset: 10, limit: 2, hasMore: true });
    expect(toCategoryPage({ ...vendorCategory, games: games.slice(0, 2) }, { offset: 0, limit: 2 }, en).hasMore).toBe(false);
  });

  it('derives sub-provider ids from the _id, else the title', () => {
    expect(toSubProvider({ _id: 'subProvider-red-rake', title: 'Red Rake', providerImgUrl: null, providerId: null, restrictedCountry: [] }).id).toBe(
      'red-rake',
    );
    expect(toSubProvider({ _id: 'oryx', title: 'Oryx', providerImgUrl: '/x.svg', providerId: 'pariplay', restrictedCountry: [] })).toEqual({
      id: 'Oryx',
      title: 'Oryx',
      imageUrl: '/x.svg',
      providerId: 'pariplay',
      restrictedCountry: [],
    });
  });

  it('drops broken references from settings', () => {
    const settings = toCasinoSettings(
      { _type: 'liveCasinoSettings', categories: [null, vendorCategory], availableProviders: null, exclusionSubProviders: [], availableSubProviders: [null] },
      en,
    );
    expect(settings).toMatchObject({ type: 'liveCasino', availableProviders: [], availableSubProviders: [] });
    expect(settings.categories.map((c) => c.id)).toEqual(['roulette']);
  });
});

describe('marketing and page adapters', () => {
  const banner: VendorBanner = {
    _id: 'banner-x',
    title: { en: 'Hello' },
    description: null,
    button: { en: 'Go' },
    urlAction: '/promotions',
    images: { desktop: image('c', '1200x400'), mobile: null },
    placements: ['home', 'nowhere'],
    order: 1,
    authorized: 'authorized',
    targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_0', 'OTHER' as 'DEPOSIT_COUNT_0'], playerIds: [] },
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
    markets: [],
  };

  it('maps the authorized flag to the audience rule fields', () => {
    expect(toBanner(banner, en)).toMatchObject({
      id: 'banner-x',
      description: '',
      buttonLabel: 'Go',
      placements: ['home'],
      audience: 'authorized',
      targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_0'], playerIds: [] },
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: null,
      images: { mobile: null, desktop: { width: 600, height: 200 } },
    });
    expect(toBanner({ ...banner, authorized: null, targetAudience: null }, en)).toMatchObject({
      audience: 'both',
      targetAudience: { option: 'NO_LIMIT', groups: [], playerIds: [] },
    });
  });

  const block = {
    _type: 'block' as const,
    _key: 'k',
    style: 'h2' as const,
    markDefs: [{ _key: 'm', _type: 'link' as const, href: 'https://example.com' }],
    children: [{ _type: 'span' as const, _key: 's', text: 'Link', marks: ['em', 'm'] }],
  };

  it('turns portable text into rich text with resolved links', () => {
    const promotion: VendorPromotionDetail = {
      _id: 'promotion-x',
      slug: 'x',
      title: { en: 'X' },
      summary: { en: 'S' },
      image: null,
      category: null,
      tags: [null, { slug: 't', title: { en: 'T' } }],
      bonusCode: null,
      order: 1,
      authorized: 'both',
      targetAudience: null,
      startDate: null,
      endDate: null,
      markets: ['FI'],
      body: { en: [block] },
      terms: null,
    };
    expect(toPromotionDetail(promotion, en)).toMatchObject({
      tags: [{ slug: 't', title: 'T' }],
      image: null,
      markets: ['FI'],
      terms: [],
      body: [{ key: 'k', style: 'h2', listItem: null, level: null, children: [{ key: 's', text: 'Link', marks: ['em'], href: 'https://example.com' }] }],
    });
  });

  it('reshapes pages, terms, payment methods and markets', () => {
    expect(toStaticPage({ slug: 'terms', title: { en: 'Terms' }, body: { en: [block] }, updatedAt: '2026-06-01', version: null }, en)).toMatchObject({
      slug: 'terms',
      version: null,
      body: [{ key: 'k' }],
    });
    expect(toTermsVersion({ version: 3, effectiveDate: '2026-09-01', summary: null, pageSlug: null }, en)).toEqual({
      version: 3,
      effectiveDate: '2026-09-01',
      summary: '',
      pageSlug: null,
    });
    expect(
      toPaymentMethod(
        {
          _id: 'p',
          type: 'SKRILL',
          title: 'Skrill',
          image: null,
          processTime: { en: 'Instant' },
          deposit: true,
          withdrawal: null,
          limits: null,
          markets: [],
          order: null,
        },
        en,
      ),
    ).toEqual({
      id: 'p',
      type: 'SKRILL',
      title: 'Skrill',
      image: null,
      processTime: 'Instant',
      deposit: true,
      withdrawal: false,
      limits: [],
      markets: [],
      order: 0,
    });
    expect(
      toMarketContent(
        {
          code: 'FI',
          licences: [{ regulator: 'R', number: '1', logo: null }],
          hasVipPage: null,
          pnpBanner: null,
          footerTermsAndConditions: false,
          footerContent: null,
          footerLicenseLogos: true,
        },
        en,
      ),
    ).toEqual({
      code: 'FI',
      licences: [{ regulator: 'R', number: '1', logo: null }],
      hasVipPage: false,
      pnpBanner: null,
      footerTermsAndConditions: false,
      footerContent: true,
      footerLicenseLogos: true,
    });
  });
});
