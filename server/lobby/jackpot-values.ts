import 'server-only';
import { createPlatformClient } from '@/lib/api/client';
import type { Game } from '@/lib/content/types/games';
import { env } from '@/server/env';

/** How long a rendered lobby may show a jackpot value before asking the platform again. */
export const JACKPOT_REVALIDATE_SECONDS = 30;

export type JackpotValues = Record<string, { amount: number; currency: string }>;

/**
 * Jackpot values for the jackpot games among `games`, from the platform API (GET /v1/gaming/jackpotamount),
 * cached briefly so lobby pages stay cacheable. A platform that does not answer costs the badges their
 * amounts, never the page.
 */
export async function jackpotValues(games: readonly Pick<Game, 'id' | 'jackpotExist'>[]): Promise<JackpotValues> {
  const ids = [...new Set(games.filter((game) => game.jackpotExist).map((game) => game.id))].sort();
  if (ids.length === 0) return {};
  try {
    const client = createPlatformClient({ baseUrl: env.PLATFORM_API_URL, revalidate: JACKPOT_REVALIDATE_SECONDS });
    const chunks = await Promise.all(Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => client.jackpots.amounts(ids.slice(i * 100, i * 100 + 100))));
    return Object.fromEntries(chunks.flatMap((chunk) => chunk.data).map((jackpot) => [jackpot.gameId, { amount: jackpot.amount, currency: jackpot.currency }]));
  } catch (error) {
    console.warn('jackpot values unavailable:', error instanceof Error ? error.message : error);
    return {};
  }
}
