import { BasketballIcon, EsportsIcon, IceHockeyIcon, SportsIcon, TennisIcon, type IconComponent } from '@/components/ui/icons';

/**
 * Starting sets of lobby links until the content service supplies categories: `id` is the URL segment,
 * `key` the message key under the page's `categories` / `sports` namespace, `icon` the tile's emblem (a tile
 * without one shows the label's initials).
 */
export type LobbyLink = { id: string; key: string; icon?: IconComponent };

export const SPORTS: readonly LobbyLink[] = [
  { id: 'football', key: 'football', icon: SportsIcon },
  { id: 'tennis', key: 'tennis', icon: TennisIcon },
  { id: 'basketball', key: 'basketball', icon: BasketballIcon },
  { id: 'ice-hockey', key: 'iceHockey', icon: IceHockeyIcon },
  { id: 'esports', key: 'esports', icon: EsportsIcon },
];

/** The translated name of a known link, or a readable form of an unknown URL segment. */
export function lobbyLabel(links: readonly LobbyLink[], id: string, translate: (key: string) => string, fallback: (id: string) => string): string {
  const known = links.find((link) => link.id === id);
  return known ? translate(known.key) : fallback(id);
}
