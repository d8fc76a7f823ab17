import { create } from 'zustand';

/** How the site header shows on a game page: the full header, or the slim game bar (spec games-wallet-bonuses §3 siteHeaderType). */
export type SiteHeaderType = 'default' | 'game';

/** Spec games-wallet-bonuses §3 "Site header state" for the game page. */
export type SiteHeaderState = {
  gameTitle: string | null;
  gameId: string | null;
  providerTitle: string | null;
  metadata: Record<string, string>;
  headerVisibility: boolean;
  isFullScreen: boolean;
  showSwipeText: boolean;
  siteHeaderType: SiteHeaderType;
  setGame: (game: { gameTitle: string; gameId: string; providerTitle: string; metadata?: Record<string, string> }) => void;
  setFullScreen: (isFullScreen: boolean) => void;
  setShowSwipeText: (showSwipeText: boolean) => void;
  clear: () => void;
};

const initial = {
  gameTitle: null,
  gameId: null,
  providerTitle: null,
  metadata: {},
  headerVisibility: true,
  isFullScreen: false,
  showSwipeText: false,
  siteHeaderType: 'default' as SiteHeaderType,
};

export const useSiteHeaderStore = create<SiteHeaderState>()((set) => ({
  ...initial,
  setGame: ({ metadata = {}, ...game }) => set({ ...game, metadata, siteHeaderType: 'game' }),
  // Full screen hides the site header; leaving it shows the header again.
  setFullScreen: (isFullScreen) => set({ isFullScreen, headerVisibility: !isFullScreen, showSwipeText: false }),
  setShowSwipeText: (showSwipeText) => set({ showSwipeText }),
  clear: () => set(initial),
}));
