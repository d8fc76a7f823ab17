/**
 * The lobby a favourite or recent game belongs to (spec games-wallet-bonuses §3 "Favourites and recent games: keyed by gameId and
 * lobbyPageType"; the values are not shown). They are the site's game lobbies, as `LobbyType` names them:
 * a casino game lives in `casino`, a live table in `liveCasino`, a virtual race in `virtualSports`.
 */
export const LOBBY_PAGE_TYPES = ['casino', 'liveCasino', 'virtualSports'] as const;

export type LobbyPageType = (typeof LOBBY_PAGE_TYPES)[number];

/** Spec games-wallet-bonuses §9: default recent and favourite games limit. */
export const DEFAULT_MY_GAMES_LIMIT = 30;
/** Most entries one list call answers, and most favourites a player keeps per lobby. */
export const MAX_MY_GAMES_LIMIT = 100;
/** Recent games kept per player and lobby; older ones are dropped when a new one is recorded. */
export const RECENT_GAMES_KEPT = DEFAULT_MY_GAMES_LIMIT;
