import type { LaunchEndpointKey } from '@/lib/games/launch/endpoints';
import { launchLinkQuery } from '@/lib/games/launch/launch-link';
import type { LaunchChannel, MoneyMode } from '@/lib/games/launch/constants';

/** The built-in game client (CONTRACTS §4), as a site path the site resolves under the page's locale. */
export const SANDBOX_GAME_CLIENT_PATH = '/game-client';

type Body = Record<string, unknown>;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

function channelOf(key: LaunchEndpointKey, body: Body): LaunchChannel {
  if (key.startsWith('pragmatic')) return body.platform === 'MOBILE' ? 'mobile' : 'desktop';
  if (key.startsWith('softswiss')) return body.client_type === 'mobile' ? 'mobile' : 'desktop';
  if (key.startsWith('evolution')) return body.mobile === true ? 'mobile' : 'desktop';
  return 'desktop'; // Pariplay's context names no device; its client adapts to the screen.
}

function langOf(key: LaunchEndpointKey, body: Body): string {
  if (key.startsWith('pariplay')) return text(body.LanguageCode, 'en');
  if (key.startsWith('softswiss')) return text(body.locale, 'en');
  return text(body.language, 'en');
}

function homeOf(key: LaunchEndpointKey, body: Body): string {
  if (key.startsWith('softswiss')) return text((body.urls as Body | undefined)?.return_url, '/');
  if (key.startsWith('evolution')) return text(body.lobbyURL, '/');
  return text(body.lobbyUrl, '/');
}

/** The launch URL a URL-answering sandbox provider (pragmatic, pariplay, softswiss, evolution) gives back. */
export function sandboxGameUrl(key: LaunchEndpointKey, body: Body, input: { ticket: string; moneymode: MoneyMode; gameId: string }): string {
  const channel = channelOf(key, body);
  // A site path: the page's locale is put in front by the site (resolveGameUrl); it stays relative here.
  const query = launchLinkQuery({
    lang: langOf(key, body),
    channel,
    ticket: input.ticket,
    moneymode: input.moneymode,
    gameid: input.gameId,
    homeurl: homeOf(key, body),
    fullscreen: channel === 'mobile',
  });
  return `${SANDBOX_GAME_CLIENT_PATH}?${query}`;
}
