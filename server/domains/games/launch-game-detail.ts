import type { GameDetail } from '@/lib/content/types/games';
import type { LaunchGameDetail } from '@/lib/games/launch/game-detail';

/** The catalogue game as the launch flow reads it (spec games-wallet-bonuses §3 "Game detail response", _type as in content). */
export function toLaunchGameDetail(game: GameDetail): LaunchGameDetail {
  return {
    _type: game.type === 'liveCasino' ? 'liveCasinoGames' : 'casinoGames',
    id: game.id,
    slug: game.slug,
    name: game.name,
    provider: { id: game.provider.id, title: game.provider.title },
    providerGameId: game.providerGameId,
    tableId: game.tableId,
    gameType: game.gameType,
  };
}
