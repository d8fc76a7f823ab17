import { gameLaunchState, launchUrl } from '@/lib/games/launch/launch-url';
import { PROXY_COUNTRIES, usesProxy } from '@/lib/games/launch/constants';
import { gameDetailErrorMessage, NO_GAME_DATA, requireGameDetail } from '@/lib/games/launch/game-detail';
import { buildLaunchLink, LAUNCH_LINK_PARAMS, resolveGameUrl } from '@/lib/games/launch/launch-link';
import { launchLanguage } from '@/lib/games/launch/market-language';
import { LANGUAGE_CODES } from '@/lib/markets/languages';
import { playGuard, playPathLobby } from '@/lib/games/play-guard';
import type { AccessFlags } from '@/lib/identity/schemas';

describe('launch language (spec games-wallet-bonuses §9)', () => {
  it.each([
    ['ja', 'code', 'ja_JP'],
    ['ja', 'locale', 'ja_JP'],
    ['cl', 'code', 'es'],
    ['pe', 'code', 'es'],
    ['cl', 'locale', 'es_ES'],
    ['pe', 'locale', 'es_ES'],
    ['ca', 'code', 'en'],
    ['caf', 'code', 'fr'],
    ['inen', 'code', 'en'],
    ['nz', 'code', 'en'],
    ['fi', 'code', 'fi'],
    ['br', 'code', 'pt'],
  ] as const)('%s (%s) launches in %s', (language, format, expected) => {
    expect(launchLanguage(language, format)).toBe(expected);
  });

  it('gives every site language a launch language', () => {
    for (const language of LANGUAGE_CODES) expect(launchLanguage(language)).toMatch(/^[a-z]{2}(_[A-Z]{2})?$/);
  });
});

describe('proxy country lists (spec games-wallet-bonuses §7)', () => {
  it('holds the spec lists', () => {
    expect(PROXY_COUNTRIES).toEqual({
      relax: ['SE', 'CA'],
      hacksaw: ['SE'],
      playson: ['SE', 'CA'],
      pragmatic: ['FR', 'IN'],
      playngo: ['CA', 'SE'],
      thunderkick: ['SE', 'CA'],
      elk: ['SE', 'CA'],
      playtech: ['SE', 'CA'],
      skywind: ['SE', 'CA', 'MT'],
      evolution: ['CA', 'SE'],
    });
  });

  it.each([
    ['pragmaticplay', 'IN', true],
    ['pragmaticplay', 'SE', false],
    ['skywind', 'mt', true],
    ['hacksaw', 'CA', false],
    ['softswiss', 'SE', false],
    ['relax', null, false],
  ] as const)('%s from %s: %s', (provider, country, expected) => {
    expect(usesProxy(provider, country)).toBe(expected);
  });
});

describe('launch links (spec games-wallet-bonuses §7)', () => {
  const params = {
    lang: 'en',
    channel: 'mobile',
    ticket: 'tk',
    moneymode: 'fun',
    gameid: 'casino-x',
    homeurl: 'https://site.example/en-UN/online-casino',
    fullscreen: true,
  } as const;

  it('carries the ten parameters in the spec order', () => {
    const link = new URL(buildLaunchLink('https://games.example/launch', 'en-UN', params));
    expect([...link.searchParams.keys()]).toEqual([...LAUNCH_LINK_PARAMS]);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      lang: 'en',
      channel: 'mobile',
      jurisdiction: 'MT',
      ticket: 'tk',
      partnerid: '653',
      moneymode: 'fun',
      gameid: 'casino-x',
      partner: 'luckyharbour',
      homeurl: 'https://site.example/en-UN/online-casino',
      fullscreen: 'true',
    });
  });

  it('puts the built-in client under the page locale and keeps provider URLs', () => {
    expect(resolveGameUrl('/game-client', 'fi-FI')).toBe('/fi-FI/game-client');
    expect(resolveGameUrl('/game-client?lang=fi', 'fi-FI')).toBe('/fi-FI/game-client?lang=fi');
    expect(resolveGameUrl('/fi-FI/game-client', 'fi-FI')).toBe('/fi-FI/game-client');
    expect(resolveGameUrl('https://p.example/x', 'fi-FI')).toBe('https://p.example/x');
    expect(buildLaunchLink('https://p.example/x?a=1', 'fi-FI', params)).toMatch(/^https:\/\/p\.example\/x\?a=1&lang=en&/);
  });
});

describe('game detail errors (spec games-wallet-bonuses §5, §8)', () => {
  it('needs data', () => {
    expect(() => requireGameDetail({ data: { gameDetail: null, ipAddress: null } })).toThrow(NO_GAME_DATA);
  });

  it('prefers the response message, then the error message, then Unknown error', () => {
    expect(gameDetailErrorMessage({ response: { message: 'Game disabled' }, message: 'x' })).toBe('Game disabled');
    expect(gameDetailErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(gameDetailErrorMessage({})).toBe('Unknown error');
    expect(gameDetailErrorMessage(null)).toBe('Unknown error');
  });
});

describe('play guards (spec games-wallet-bonuses §2)', () => {
  const open: AccessFlags = {
    authorized: true,
    payoutRisk: false,
    multibrandSuspended: false,
    casino: true,
    liveCasino: true,
    virtualSports: true,
    sportsbook: true,
    deposit: true,
    bonuses: true,
    withdrawal: true,
  };

  it.each([
    [{}, 'casino', null],
    [{ payoutRisk: true }, 'casino', 'payoutRisk'],
    [{ multibrandSuspended: true, payoutRisk: true }, 'liveCasino', 'multibrandSuspended'],
    [{ casino: false }, 'casino', 'casinoAccess'],
    [{ casino: false }, 'liveCasino', null],
    [{ liveCasino: false }, 'liveCasino', 'liveCasinoAccess'],
    [{ liveCasino: false }, 'casino', null],
    [{ virtualSports: false }, 'virtualSports', 'virtualSportsAccess'],
    [{ virtualSports: false }, 'casino', null],
    [{ casino: false, liveCasino: false }, 'virtualSports', null],
    [{ payoutRisk: true }, 'virtualSports', 'payoutRisk'],
  ] as const)('%o on a %s game → %s', (flags, lobby, expected) => {
    expect(playGuard({ ...open, ...flags }, lobby)).toBe(expected);
  });

  it.each([
    ['/online-casino/play/relax/money-train', 'casino'],
    ['/online-casino/play/relax', 'casino'],
    ['/live-casino-online/play/evolution/lightning', 'liveCasino'],
    ['/play/book-of-tides', 'either'],
    ['/online-casino', null],
    ['/online-casino/slots', null],
    ['/play', null],
  ])('%s is a %s play path', (path, expected) => {
    expect(playPathLobby(path)).toBe(expected);
  });
});

describe('the frame URL from a launch answer', () => {
  const game = {
    _type: 'casinoGames',
    id: 'casino-amber-reef',
    slug: 'amber-reef',
    name: 'Amber Reef',
    provider: { id: 'elk', title: 'ELK' },
    providerGameId: 'amberreef',
    tableId: null,
    gameType: 'slots',
  } as const;
  const ctx = {
    mode: 'real',
    game,
    locale: 'fi-FI',
    language: 'fi',
    countryCode: 'FI',
    currentCountryCode: 'FI',
    currency: 'EUR',
    channel: 'desktop',
    ipAddress: null,
    lobbyUrl: 'http://s/fi-FI/online-casino',
    depositUrl: 'http://s/fi-FI/deposit',
  } as const;

  it('builds a launch link from a ticket under the page locale', () => {
    const url = launchUrl({ ticket: 'tk1', gameUrl: '/game-client' }, { key: 'gameTicket', method: 'POST', path: '/games/ticket', body: {} }, ctx);
    expect(url).toBe(
      '/fi-FI/game-client?lang=fi&channel=desktop&jurisdiction=MT&ticket=tk1&partnerid=653&moneymode=real&gameid=casino-amber-reef&partner=luckyharbour&homeurl=http%3A%2F%2Fs%2Ffi-FI%2Fonline-casino&fullscreen=false',
    );
  });

  it('opens a provider URL as it is (a site path under the locale)', () => {
    const call = { key: 'pragmaticRealGameUrl', method: 'POST', path: '/pragmatic/partner/realGameUrl', body: {} } as const;
    expect(launchUrl({ gameUrl: 'https://p.example/play?x=1' }, call, ctx)).toBe('https://p.example/play?x=1');
    expect(launchUrl({ gameUrl: '/game-client?ticket=a' }, call, ctx)).toBe('/fi-FI/game-client?ticket=a');
  });

  it.each([
    [{ isError: false }, { isError: false, hasUrl: false }, 'LOADING'],
    [{ isError: false }, { isError: false, hasUrl: true }, 'GAME'],
    [{ isError: true }, { isError: false, hasUrl: false }, 'ERROR'],
    [{ isError: false }, { isError: true, hasUrl: false }, 'ERROR'],
  ])('state %o %o → %s', (detail, launch, expected) => {
    expect(gameLaunchState(detail, launch)).toBe(expected);
  });
});
