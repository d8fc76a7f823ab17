// Which Sanity document types hold each lobby's games, categories and settings (spec §7).
import type { ContentDocumentType } from '@/lib/content/documents';
import type { LobbyType } from '@/lib/content/types';

export interface LobbyDocumentTypes {
  game: 'casinoGames' | 'liveCasinoGames';
  category: 'casinoGameCategory' | 'liveCasinoGameCategory';
  settings: 'casinoSettings' | 'liveCasinoSettings';
  /** Provider `type` values that belong in this lobby. */
  providerTypes: readonly ['casino', 'both'] | readonly ['liveCasino', 'both'];
}

export const LOBBY_DOCUMENT_TYPES: Readonly<Record<LobbyType, LobbyDocumentTypes>> = {
  casino: { game: 'casinoGames', category: 'casinoGameCategory', settings: 'casinoSettings', providerTypes: ['casino', 'both'] },
  liveCasino: {
    game: 'liveCasinoGames',
    category: 'liveCasinoGameCategory',
    settings: 'liveCasinoSettings',
    providerTypes: ['liveCasino', 'both'],
  },
};

export const GAME_DOCUMENT_TYPES = ['casinoGames', 'liveCasinoGames'] as const satisfies readonly ContentDocumentType[];

export function lobbyTypeOfGame(documentType: string): LobbyType {
  return documentType === 'liveCasinoGames' ? 'liveCasino' : 'casino';
}

export function lobbyTypeOfCategory(documentType: string): LobbyType {
  return documentType === 'liveCasinoGameCategory' ? 'liveCasino' : 'casino';
}
