import type { LobbyType } from '@/lib/content/types/games';

export type LobbyConfig = {
  type: LobbyType;
  /** Public path after the locale. */
  basePath: '/online-casino' | '/live-casino-online' | '/virtuals';
  /** Messages of the lobby page (title, intro). */
  namespace: 'pages.onlineCasino' | 'pages.liveCasino' | 'pages.virtuals';
  /** Messages of its category pages (title, intro with {category}). */
  categoryNamespace: 'pages.casinoCategory' | 'pages.liveCategory' | 'pages.virtualsCategory';
};

export const LOBBIES: Readonly<Record<LobbyType, LobbyConfig>> = {
  casino: { type: 'casino', basePath: '/online-casino', namespace: 'pages.onlineCasino', categoryNamespace: 'pages.casinoCategory' },
  liveCasino: { type: 'liveCasino', basePath: '/live-casino-online', namespace: 'pages.liveCasino', categoryNamespace: 'pages.liveCategory' },
  virtualSports: { type: 'virtualSports', basePath: '/virtuals', namespace: 'pages.virtuals', categoryNamespace: 'pages.virtualsCategory' },
};

/** The lobby of a public path segment (`online-casino`, `live-casino-online`, `virtuals`), or null. */
export function lobbyForSegment(segment: string): LobbyConfig | null {
  return Object.values(LOBBIES).find((lobby) => lobby.basePath === `/${segment}`) ?? null;
}
