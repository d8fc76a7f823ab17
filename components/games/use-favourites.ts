'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LobbyPageType } from '@/lib/games/lobby-page-type';
import { MY_GAMES_QUERY_KEYS } from '@/lib/games/query-keys';
import type { FavouriteEntry } from '@/lib/games/ui-api';
import { lazyModule } from '@/lib/api/lazy-module';

const myGames = lazyModule(() => import('@/lib/games/ui-api').then((module) => module.myGamesApi));

/** The lobby's favourites, fetched once per page for every heart and the my-games row; only when signed in. */
export function useFavourites(lobbyPageType: LobbyPageType, enabled: boolean) {
  return useQuery({ queryKey: MY_GAMES_QUERY_KEYS.favourites(lobbyPageType), queryFn: async () => (await myGames()).favourites(lobbyPageType), enabled });
}

type Toggle = { gameId: string; favourite: boolean };

/**
 * Adds or removes a favourite with an optimistic update: the heart and the my-games row change at once, roll
 * back if the platform refuses, and refetch afterwards so the row gets the game's tile data.
 */
export function useToggleFavourite(lobbyPageType: LobbyPageType, onError: () => void) {
  const queryClient = useQueryClient();
  const key = MY_GAMES_QUERY_KEYS.favourites(lobbyPageType);
  return useMutation({
    mutationFn: async ({ gameId, favourite }: Toggle) => {
      const api = await myGames();
      return favourite ? api.addFavourite({ gameId, lobbyPageType }) : api.removeFavourite({ gameId, lobbyPageType });
    },
    onMutate: async ({ gameId, favourite }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavouriteEntry[]>(key);
      const others = (previous ?? []).filter((entry) => entry.gameId !== gameId);
      const next: FavouriteEntry[] = favourite ? [{ gameId, lobbyPageType, createdAt: new Date().toISOString(), game: null }, ...others] : others;
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      queryClient.setQueryData(key, context?.previous);
      onError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
