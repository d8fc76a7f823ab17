import { LAUNCH_JURISDICTION, PARTNER_CODE, type LaunchChannel, type MoneyMode } from './constants';

/** The operator's name at providers that take one next to the numeric partner id (value not shown in the spec). */
export const PARTNER_NAME = 'luckyharbour';

export interface LaunchLinkParams {
  lang: string;
  channel: LaunchChannel;
  ticket: string;
  moneymode: MoneyMode;
  gameid: string;
  homeurl: string;
  fullscreen: boolean;
}

/** Spec games-wallet-bonuses §7: the query parameters of a game-launch link, in the spec's order. */
export const LAUNCH_LINK_PARAMS = [
  'lang',
  'channel',
  'jurisdiction',
  'ticket',
  'partnerid',
  'moneymode',
  'gameid',
  'partner',
  'homeurl',
  'fullscreen',
] as const;

/**
 * A game-launch link: `gameUrl` with the spec's query parameters. A site-relative `gameUrl` (the built-in
 * game client the sandbox providers answer with) is resolved under the page's locale.
 */
export function buildLaunchLink(gameUrl: string, locale: string, params: LaunchLinkParams): string {
  const base = resolveGameUrl(gameUrl, locale);
  return `${base}${base.includes('?') ? '&' : '?'}${launchLinkQuery(params)}`;
}

/** The launch link's query string, parameters in the spec's order. */
export function launchLinkQuery(params: LaunchLinkParams): URLSearchParams {
  return new URLSearchParams({
    lang: params.lang,
    channel: params.channel,
    jurisdiction: LAUNCH_JURISDICTION,
    ticket: params.ticket,
    partnerid: String(PARTNER_CODE),
    moneymode: params.moneymode,
    gameid: params.gameid,
    partner: PARTNER_NAME,
    homeurl: params.homeurl,
    fullscreen: String(params.fullscreen),
  });
}

/** Absolute provider URLs stay as they are; a site path is put under `/{locale}` (unless it already is). */
export function resolveGameUrl(gameUrl: string, locale: string): string {
  if (/^https?:\/\//.test(gameUrl)) return gameUrl;
  if (gameUrl.startsWith(`/${locale}/`)) return gameUrl;
  return `/${locale}${gameUrl.startsWith('/') ? '' : '/'}${gameUrl}`;
}
