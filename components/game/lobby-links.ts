/**
 * Starting sets of lobby links until the content service supplies categories: `id` is the URL segment,
 * `key` the message key under the page's `categories` / `sports` namespace.
 */
export type LobbyLink = { id: string; key: string };

export const SPORTS: readonly LobbyLink[] = [
  { id: 'football', key: 'football' },
  { id: 'tennis', key: 'tennis' },
  { id: 'basketball', key: 'basketball' },
  { id: 'ice-hockey', key: 'iceHockey' },
  { id: 'esports', key: 'esports' },
];

export const PROMOTION_CATEGORIES: readonly LobbyLink[] = [
  { id: 'casino', key: 'casino' },
  { id: 'live-casino', key: 'liveCasino' },
  { id: 'sports', key: 'sports' },
];

/** The translated name of a known link, or a readable form of an unknown URL segment. */
export function lobbyLabel(links: readonly LobbyLink[], id: string, translate: (key: string) => string, fallback: (id: string) => string): string {
  const known = links.find((link) => link.id === id);
  return known ? translate(known.key) : fallback(id);
}
