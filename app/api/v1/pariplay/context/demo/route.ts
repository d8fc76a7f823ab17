import { gameLaunchRoute } from '@/server/http/game-launch-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v1/pariplay/context/demo (games-wallet-bonuses §7, docs/games.md). */
export const POST = gameLaunchRoute('pariplayContextDemo');
