import { buildGameDetailCall, buildLaunchCall, launchEndpointFor, type LaunchContext } from '@/lib/games/launch/build-launch-call';
import { LAUNCH_ENDPOINTS } from '@/lib/games/launch/endpoints';
import type { LaunchGameDetail } from '@/lib/games/launch/game-detail';

const game = (provider: string, extra: Partial<LaunchGameDetail> = {}): LaunchGameDetail => ({
  _type: 'casinoGames',
  id: `casino-${provider}-game`,
  slug: `${provider}-game`,
  name: 'Game',
  provider: { id: provider, title: provider },
  providerGameId: `${provider}-code`,
  tableId: null,
  gameType: 'slot',
  ...extra,
});

const context = (provider: string, mode: 'fun' | 'real', extra: Partial<LaunchContext> = {}): LaunchContext => ({
  mode,
  game: game(provider),
  locale: 'en-CA',
  language: 'ca',
  countryCode: 'CA',
  currentCountryCode: 'CA',
  currency: 'CAD',
  channel: 'desktop',
  ipAddress: '203.0.113.7',
  lobbyUrl: 'https://site.example/en-CA/online-casino',
  depositUrl: 'https://site.example/en-CA/deposit',
  ...extra,
});

const ticketBody = (gameId: string, channel = 'desktop') => ({ gameId, channel, partner: 653, jurisdiction: 'MT' });

describe('buildLaunchCall: the exact request per provider and money mode (spec games-wallet-bonuses §7)', () => {
  it.each([
    ['elk', 'fun', { key: 'gameTicketDemo', method: 'POST', path: '/games/ticket/demo', body: ticketBody('casino-elk-game') }],
    ['elk', 'real', { key: 'gameTicket', method: 'POST', path: '/games/ticket', body: ticketBody('casino-elk-game') }],
    ['novomatic', 'real', { key: 'gameTicket', method: 'POST', path: '/games/ticket', body: ticketBody('casino-novomatic-game') }],
    ['playngo', 'fun', { key: 'gameTicketDemo', method: 'POST', path: '/games/ticket/demo', body: ticketBody('casino-playngo-game') }],
    ['quickspin', 'fun', { key: 'gameTicketDemo', method: 'POST', path: '/games/ticket/demo', body: ticketBody('casino-quickspin-game') }],
  ] as const)('%s %s uses the game ticket', (provider, mode, expected) => {
    expect(buildLaunchCall(context(provider, mode))).toEqual(expected);
  });

  it('pragmatic demo and real URLs carry symbol, language, currency, platform, stylename, lobbyUrl, jurisdiction', () => {
    const body = {
      symbol: 'pragmaticplay-code',
      language: 'en',
      currency: 'CAD',
      platform: 'WEB',
      stylename: 'luckyharbour',
      lobbyUrl: 'https://site.example/en-CA/online-casino',
      jurisdiction: 'MT',
    };
    const query = { gameId: 'casino-pragmaticplay-game', channel: 'desktop' };
    expect(buildLaunchCall(context('pragmaticplay', 'fun'))).toEqual({
      key: 'pragmaticDemoGameUrl',
      method: 'POST',
      path: '/pragmatic/partner/demoGameUrl',
      query,
      body,
    });
    expect(buildLaunchCall(context('pragmaticplay', 'real', { channel: 'mobile' }))).toEqual({
      key: 'pragmaticRealGameUrl',
      method: 'POST',
      path: '/pragmatic/partner/realGameUrl',
      query: { ...query, channel: 'mobile' },
      body: { ...body, platform: 'MOBILE' },
    });
  });

  it('a live pragmatic table in real mode generates a token', () => {
    const live = context('pragmaticplay', 'real', { game: game('pragmaticplay', { _type: 'liveCasinoGames' }) });
    expect(buildLaunchCall(live)).toEqual({
      key: 'pragmaticGenerateToken',
      method: 'POST',
      path: '/pragmatic/generatetoken',
      query: { gameId: 'casino-pragmaticplay-game', channel: 'desktop' },
      body: {},
    });
  });

  it('pariplay context demo and real: GameCode, CurrencyCode, LanguageCode, PlayerIP, CountryCode', () => {
    const body = { GameCode: 'pariplay-code', CurrencyCode: 'CAD', LanguageCode: 'en', PlayerIP: '203.0.113.7', CountryCode: 'CA' };
    expect(buildLaunchCall(context('pariplay', 'fun'))).toMatchObject({ path: '/pariplay/context/demo', body });
    expect(buildLaunchCall(context('pariplay', 'real'))).toMatchObject({ path: '/pariplay/context/real', body });
  });

  it('softswiss context: playerCurrentCountryCode only in real mode; locale is a locale', () => {
    const common = {
      game: 'softswiss-code',
      currency: 'CAD',
      locale: 'fr_FR',
      ip: '203.0.113.7',
      urls: { return_url: 'https://site.example/en-CA/online-casino', deposit_url: 'https://site.example/en-CA/deposit' },
      jurisdiction: 'MT',
      client_type: 'desktop',
    };
    expect(buildLaunchCall(context('softswiss', 'fun', { language: 'caf' })).body).toEqual(common);
    expect(buildLaunchCall(context('softswiss', 'real', { language: 'caf', currentCountryCode: 'SE' }))).toMatchObject({
      path: '/softswiss/context/real',
      body: { ...common, playerCurrentCountryCode: 'SE' },
    });
  });

  it('playngo real: token_generation with the optional requireNew query and no body', () => {
    expect(buildLaunchCall(context('playngo', 'real'))).toEqual({
      key: 'playngoTokenGeneration',
      method: 'POST',
      path: '/playngo/auth/token_generation',
      query: { gameId: 'casino-playngo-game', channel: 'desktop' },
      body: {},
    });
    expect(buildLaunchCall(context('playngo', 'real', { requireNew: true })).query).toEqual({
      gameId: 'casino-playngo-game',
      channel: 'desktop',
      requireNew: 'true',
    });
  });

  it('creedroomz real: token generate with ipAddress', () => {
    expect(buildLaunchCall(context('creedroomz', 'real'))).toMatchObject({ path: '/creedroomz/token/generate', body: { ipAddress: '203.0.113.7' } });
  });

  it('yggdrasil real: session with an empty body', () => {
    expect(buildLaunchCall(context('yggdrasil', 'real'))).toMatchObject({ key: 'yggdrasilSession', path: '/yggdrasil/player/auth/session', body: {} });
  });

  it('evolution authenticate: real without, demo with currency and language', () => {
    const live = game('evolution', { _type: 'liveCasinoGames', gameType: 'blackjack', tableId: 'evo-table-1' });
    const common = {
      gameCategory: 'blackjack',
      tableId: 'evo-table-1',
      wrapped: true,
      mobile: true,
      lobbyURL: 'https://site.example/en-CA/online-casino',
      ipAddress: '203.0.113.7',
    };
    expect(buildLaunchCall(context('evolution', 'real', { game: live, channel: 'mobile' }))).toMatchObject({
      path: '/evolution/user/authenticate',
      body: common,
    });
    expect(buildLaunchCall(context('evolution', 'fun', { game: live, channel: 'mobile', language: 'ja' }))).toMatchObject({
      path: '/evolution/user/authenticate/demo',
      body: { ...common, currency: 'CAD', language: 'ja_JP' },
    });
  });

  it.each([
    ['quickspin', '/quickspin/generatetoken'],
    ['relax', '/relaxgaming/generatetoken'],
  ])('%s real generates a token at %s', (provider, path) => {
    expect(buildLaunchCall(context(provider, 'real'))).toEqual({
      key: expect.any(String),
      method: 'POST',
      path,
      query: { gameId: `casino-${provider}-game`, channel: 'desktop' },
      body: {},
    });
  });

  it('a live table of a provider without its own call uses the game token in real mode', () => {
    expect(launchEndpointFor('skywind', true, 'real')).toBe('gameToken');
    expect(buildLaunchCall(context('skywind', 'real', { game: game('skywind', { _type: 'liveCasinoGames' }) }))).toEqual({
      key: 'gameToken',
      method: 'POST',
      path: '/games/token',
      body: ticketBody('casino-skywind-game'),
    });
  });

  it('every built body passes its endpoint schema', () => {
    for (const provider of ['elk', 'pragmaticplay', 'pariplay', 'softswiss', 'playngo', 'creedroomz', 'yggdrasil', 'evolution', 'quickspin', 'relax']) {
      for (const mode of ['fun', 'real'] as const) {
        const call = buildLaunchCall(context(provider, mode, { game: game(provider, { tableId: 't1' }) }));
        expect(LAUNCH_ENDPOINTS[call.key].body.safeParse(call.body).success).toBe(true);
        expect(LAUNCH_ENDPOINTS[call.key].mode).toBe(mode);
      }
    }
  });
});

describe('buildGameDetailCall (spec games-wallet-bonuses §3 game detail request parameters)', () => {
  it('sends isDemo, countryCode, currency, language, slug, platform, ip, locale, playerCountryCode, enabled', () => {
    const input = {
      slug: 'book-of-tides',
      locale: 'fi-FI',
      language: 'fi',
      countryCode: 'FI',
      playerCountryCode: null,
      currency: 'EUR',
      channel: 'mobile',
    } as const;
    expect(buildGameDetailCall({ ...input, mode: 'fun' })).toEqual({
      key: 'gameDetailDemo',
      method: 'POST',
      path: '/games/detail/demo',
      body: {
        isDemo: true,
        countryCode: 'FI',
        currency: 'EUR',
        language: 'fi',
        slug: 'book-of-tides',
        platform: 'mobile',
        ip: null,
        locale: 'fi-FI',
        playerCountryCode: null,
        enabled: true,
      },
    });
    expect(buildGameDetailCall({ ...input, mode: 'real', playerCountryCode: 'FI' })).toMatchObject({
      path: '/games/detail',
      body: { isDemo: false, playerCountryCode: 'FI' },
    });
  });
});
