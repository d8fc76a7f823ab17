import type { LobbyType } from '@/lib/content/types/games';
import type { GameSessionVertical } from '@/server/db/schema/seamless-wallet';

/**
 * A game session's vertical by the lobby its game belongs to. The vertical decides the ledger category of the
 * session's bets and wins, and the product flag a bet needs (seamless_bet; bet-refusal.ts).
 */
export const GAME_SESSION_VERTICAL: Readonly<Record<LobbyType, GameSessionVertical>> = {
  casino: 'CASINO',
  liveCasino: 'LIVE_CASINO',
  virtualSports: 'VIRTUAL_SPORTS',
};

/** The lobby of a session's vertical: the inverse of GAME_SESSION_VERTICAL. */
export const LOBBY_OF_VERTICAL: Readonly<Record<GameSessionVertical, LobbyType>> = {
  CASINO: 'casino',
  LIVE_CASINO: 'liveCasino',
  VIRTUAL_SPORTS: 'virtualSports',
};
