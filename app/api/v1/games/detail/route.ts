import { gameDetailRoute } from '@/server/http/game-launch-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v1/games/detail (games-wallet-bonuses §3, §7, docs/games.md). */
export const POST = gameDetailRoute('gameDetail');
