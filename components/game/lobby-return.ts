import { LOBBIES } from '@/components/lobby/lobby-config';
import type { LobbyType } from '@/lib/content/types/games';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import type { PageTrail } from '@/lib/ui/page-trail';

const pathOf = (url: string) => url.split(/[?#]/, 1)[0].replace(/(.)\/+$/, '$1');
/** Game pages: /play/{slug} and the provider play paths. "Lobby" never leads to another game. */
const isGamePage = (path: string) => /^\/[^/]+(\/(online-casino|live-casino-online))?\/play(\/|$)/.test(path);

/**
 * Where the game frame's "Lobby" button goes (the launch's lobby / home URL): the page the player came from
 * (the page trail's entry before this game page) when it is a page of this site in the same locale and not another
 * game, else the
 * lobby of the game's vertical (casino, live casino, virtual sports). Absolute, as the providers' launch calls
 * require. `current` is this game page's path.
 */
export function lobbyReturnUrl(input: { origin: string; locale: string; lobby: LobbyType; trail: PageTrail; current: string }): string {
  const { origin, locale, lobby, trail, current } = input;
  // PageTrail may not have recorded this page yet: then the trail's current page is the one the player came from.
  const cameFrom = trail.current !== null && pathOf(trail.current) === pathOf(current) ? trail.previous : trail.current;
  const onSite = cameFrom !== null && safeRedirectPath(cameFrom) !== undefined && (pathOf(cameFrom) === `/${locale}` || cameFrom.startsWith(`/${locale}/`));
  if (onSite && pathOf(cameFrom) !== pathOf(current) && !isGamePage(pathOf(cameFrom))) return `${origin}${cameFrom}`;
  return `${origin}/${locale}${LOBBIES[lobby].basePath}`;
}
