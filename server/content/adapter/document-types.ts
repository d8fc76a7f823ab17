// Which Sanity document types hold each lobby's games, categories and settings (spec games-wallet-bonuses §7).
import type { ContentDocumentType } from '@/lib/content/documents/content-document';
import type { LobbyType } from '@/lib/content/types/games';

export interface LobbyDocumentTypes {
  game: 'casinoGames' | 'liveCasinoGames' | 'virtualSportsGames';
  category: 'casinoGameCategory' | 'liveCasinoGameCategory' | 'virtualSportsGameCategory';
  settings: 'casinoSettings' | 'liveCasinoSettings' | 'virtualSportsSettings';
  /** Provider `type` values that belong in this lobby. */
  providerTypes: readonly ['casino', 'both'] | readonly ['liveCasino', 'both'] | readonly ['virtualSports'];
}

export const LOBBY_DOCUMENT_TYPES: Readonly<Record<LobbyType, LobbyDocumentTypes>> = {
  casino: { game: 'casinoGames', category: 'casinoGameCategory', settings: 'casinoSettings', providerTypes: ['casino', 'both'] },
  liveCasino: {
    game: 'liveCasinoGames',
    category: 'liveCasinoGameCategory',
    settings: 'liveCasinoSettings',
    providerTypes: ['liveCasino', 'both'],
  },
  virtualSports: {
    game: 'virtualSportsGames',
    category: 'virtualSportsGameCategory',
    settings: 'virtualSportsSettings',
    providerTypes: ['virtualSports'],
  },
};

export const GAME_DOCUMENT_TYPES = ['casinoGames', 'liveCasinoGames', 'virtualSportsGames'] as const satisfies readonly ContentDocumentType[];

const LOBBY_TYPES = Object.keys(LOBBY_DOCUMENT_TYPES) as LobbyType[];

export function lobbyTypeOfGame(documentType: string): LobbyType {
  return LOBBY_TYPES.find((type) => LOBBY_DOCUMENT_TYPES[type].game === documentType) ?? 'casino';
}

export function lobbyTypeOfCategory(documentType: string): LobbyType {
  return LOBBY_TYPES.find((type) => LOBBY_DOCUMENT_TYPES[type].category === documentType) ?? 'casino';
}
