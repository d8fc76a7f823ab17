import { create } from 'zustand';
import type { LobbyPageType } from './lobby-page-type';

export type FavouriteToggle = (gameId: string, favourite: boolean) => void;

type FavouritesState = {
  /** Signed in, as the page's one favourites sync sees it (session hint or a sign-in on this page). */
  signedIn: boolean;
  /** The player's favourite game ids per lobby; empty while signed out or not loaded yet. */
  ids: Readonly<Record<LobbyPageType, ReadonlySet<string>>>;
  /** Adds or removes a favourite (optimistic); set by the sync once it is mounted. */
  toggles: Partial<Readonly<Record<LobbyPageType, FavouriteToggle>>>;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * What every heart on a page reads: one store filled by one `FavouritesSync` (which holds the favourites query
 * and the toggle mutation), so a lobby of a hundred tiles has a hundred cheap store selectors instead of a
 * hundred query and mutation observers.
 */
export const useFavouritesStore = create<FavouritesState>(() => ({
  signedIn: false,
  ids: { casino: NONE, liveCasino: NONE, virtualSports: NONE },
  toggles: {},
}));

/** Ids of a favourites list, as a set for the hearts' lookups. */
export function favouriteIds(entries: readonly { gameId: string }[] | undefined): ReadonlySet<string> {
  return entries && entries.length > 0 ? new Set(entries.map((entry) => entry.gameId)) : NONE;
}
