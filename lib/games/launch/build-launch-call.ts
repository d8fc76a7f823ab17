import type { LanguageCode } from '@/lib/markets/languages';
import { LAUNCH_JURISDICTION, PARTNER_CODE, PRAGMATIC_STYLE_NAME, type LaunchChannel, type MoneyMode } from './constants';
import { LAUNCH_ENDPOINTS, type LaunchCallKey } from './endpoints';
import type { LaunchGameDetail } from './game-detail';
import { launchLanguage } from './market-language';
import type { GameDetailBody } from './schemas';

export interface LaunchContext {
  mode: MoneyMode;
  game: LaunchGameDetail;
  locale: string;
  language: LanguageCode;
  /** The market's country (or the player's) as the provider should see it. */
  countryCode: string;
  /** Where the player is now (softswiss playerCurrentCountryCode); null when unknown. */
  currentCountryCode: string | null;
  currency: string;
  channel: LaunchChannel;
  ipAddress: string | null;
  /** Absolute URLs of the lobby the game returns to, and of the deposit page. */
  lobbyUrl: string;
  depositUrl: string;
  /** Play'n GO: ask for a fresh token instead of the player's current one. */
  requireNew?: boolean;
}

/** A launch call: the endpoint (its contract in LAUNCH_ENDPOINTS), with the body and query the contract declares. */
export interface LaunchCall {
  key: LaunchCallKey;
  method: 'POST';
  /** Under the platform's /api/v1. */
  path: string;
  query?: Record<string, string>;
  body: Record<string, unknown>;
}

/** The game-detail call (games-wallet-bonuses §3 "Game detail request parameters"). */
export interface GameDetailCall extends Omit<LaunchCall, 'key' | 'body'> {
  key: 'gameDetail' | 'gameDetailDemo';
  body: GameDetailBody;
}

/** Which launch call a provider's game uses in a money mode (spec games-wallet-bonuses §7; providers without their own use tickets). */
export function launchEndpointFor(provider: string, live: boolean, mode: MoneyMode): LaunchCallKey {
  const demo = mode === 'fun';
  switch (provider) {
    case 'pragmaticplay':
      if (demo) return 'pragmaticDemoGameUrl';
      return live ? 'pragmaticGenerateToken' : 'pragmaticRealGameUrl';
    case 'pariplay':
      return demo ? 'pariplayContextDemo' : 'pariplayContextReal';
    case 'softswiss':
      return demo ? 'softswissContextDemo' : 'softswissContextReal';
    case 'evolution':
      return demo ? 'evolutionAuthenticateDemo' : 'evolutionAuthenticate';
    case 'playngo':
      return demo ? 'gameTicketDemo' : 'playngoTokenGeneration';
    case 'creedroomz':
      return demo ? 'gameTicketDemo' : 'creedroomzTokenGenerate';
    case 'yggdrasil':
      return demo ? 'gameTicketDemo' : 'yggdrasilSession';
    case 'quickspin':
      return demo ? 'gameTicketDemo' : 'quickspinGenerateToken';
    case 'relax':
      return demo ? 'gameTicketDemo' : 'relaxGenerateToken';
    default:
      if (demo) return 'gameTicketDemo';
      return live ? 'gameToken' : 'gameTicket';
  }
}

function body(key: LaunchCallKey, ctx: LaunchContext): Record<string, unknown> {
  const { game } = ctx;
  const mobile = ctx.channel === 'mobile';
  switch (key) {
    case 'gameTicketDemo':
    case 'gameTicket':
    case 'gameToken':
      return { gameId: game.id, channel: ctx.channel, partner: PARTNER_CODE, jurisdiction: LAUNCH_JURISDICTION };
    case 'pragmaticDemoGameUrl':
    case 'pragmaticRealGameUrl':
      return {
        symbol: game.providerGameId,
        language: launchLanguage(ctx.language),
        currency: ctx.currency,
        platform: mobile ? 'MOBILE' : 'WEB',
        stylename: PRAGMATIC_STYLE_NAME,
        lobbyUrl: ctx.lobbyUrl,
        jurisdiction: LAUNCH_JURISDICTION,
      };
    case 'pariplayContextDemo':
    case 'pariplayContextReal':
      return {
        GameCode: game.providerGameId,
        CurrencyCode: ctx.currency,
        LanguageCode: launchLanguage(ctx.language),
        PlayerIP: ctx.ipAddress,
        CountryCode: ctx.countryCode,
      };
    case 'softswissContextDemo':
    case 'softswissContextReal': {
      const common = {
        game: game.providerGameId,
        currency: ctx.currency,
        locale: launchLanguage(ctx.language, 'locale'),
        ip: ctx.ipAddress,
        urls: { return_url: ctx.lobbyUrl, deposit_url: ctx.depositUrl },
        jurisdiction: LAUNCH_JURISDICTION,
        client_type: ctx.channel,
      };
      return key === 'softswissContextReal' ? { ...common, playerCurrentCountryCode: ctx.currentCountryCode ?? ctx.countryCode } : common;
    }
    case 'creedroomzTokenGenerate':
      return { ipAddress: ctx.ipAddress };
    case 'evolutionAuthenticate':
    case 'evolutionAuthenticateDemo': {
      const common = {
        gameCategory: game.gameType,
        tableId: game.tableId ?? game.providerGameId,
        wrapped: true,
        mobile,
        lobbyURL: ctx.lobbyUrl,
        ipAddress: ctx.ipAddress,
      };
      return key === 'evolutionAuthenticateDemo' ? { ...common, currency: ctx.currency, language: launchLanguage(ctx.language) } : common;
    }
    default:
      // playngo, yggdrasil, quickspin, relax and pragmatic token calls: the spec shows no body (yggdrasil: empty).
      return {};
  }
}

/** The exact request the site sends to the platform to launch `ctx.game` (spec games-wallet-bonuses §7 "Game launch"). */
export function buildLaunchCall(ctx: LaunchContext): LaunchCall {
  const key = launchEndpointFor(ctx.game.provider.id, ctx.game._type === 'liveCasinoGames', ctx.mode);
  const endpoint = LAUNCH_ENDPOINTS[key];
  const call: LaunchCall = { key, method: 'POST', path: endpoint.path, body: body(key, ctx) };
  if (endpoint.contextQuery) {
    call.query = { gameId: ctx.game.id, channel: ctx.channel };
    if (key === 'playngoTokenGeneration' && ctx.requireNew !== undefined) call.query.requireNew = String(ctx.requireNew);
  }
  return call;
}

export interface GameDetailContext {
  mode: MoneyMode;
  slug: string;
  locale: string;
  language: LanguageCode;
  countryCode: string;
  playerCountryCode: string | null;
  currency: string;
  channel: LaunchChannel;
}

/** The game-detail request (games-wallet-bonuses §3 "Game detail request parameters"), demo or real. */
export function buildGameDetailCall(ctx: GameDetailContext): GameDetailCall {
  const key = ctx.mode === 'fun' ? 'gameDetailDemo' : 'gameDetail';
  return {
    key,
    method: 'POST',
    path: LAUNCH_ENDPOINTS[key].path,
    body: {
      isDemo: ctx.mode === 'fun',
      countryCode: ctx.countryCode,
      currency: ctx.currency,
      language: ctx.language,
      slug: ctx.slug,
      platform: ctx.channel,
      ip: null,
      locale: ctx.locale,
      playerCountryCode: ctx.playerCountryCode,
      enabled: true,
    },
  };
}
