import type { Game } from '@/lib/content/types/games';
import type { LobbyPageType } from './lobby-page-type';

/** A favourite (POST /player/games/lobby) or a recent game, with the game's tile data from the catalogue. */
export interface FavouriteGame {
  gameId: string;
  lobbyPageType: LobbyPageType;
  createdAt: string;
  game: Game;
}

export interface RecentGame {
  gameId: string;
  lobbyPageType: LobbyPageType;
  playedAt: string;
  game: Game;
}

/** GET /player/games: the lobby's "my games" (favourites and recent games), newest first. */
export interface MyGames {
  favourites: FavouriteGame[];
  recent: RecentGame[];
}
