import { eq } from 'drizzle-orm';
import { PATCH as exclusionRoute } from '@/app/api/v1/player/exclusion/route';
import { PATCH as timeoutRoute } from '@/app/api/v1/player/timeout/route';
import { GET as coolingRoute } from '@/app/api/v1/timeout/cooling/route';
import { GET as playerRoute } from '@/app/api/v1/player/route';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import { apiRequest, readJson } from '../support/http';

export type Reply = { status: number; body: Record<string, unknown> & { code?: string; additionalInfo?: Record<string, unknown> }; setCookie: string[] };

async function reply(response: Response): Promise<Reply> {
  return { status: response.status, body: await readJson(response), setCookie: response.headers.getSetCookie() };
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export async function patchTimeout(token: string | null, body: unknown): Promise<Reply> {
  return reply(await timeoutRoute(apiRequest('/v1/player/timeout', { method: 'PATCH', body, headers: auth(token) })));
}

export async function patchExclusion(token: string | null, body: unknown): Promise<Reply> {
  return reply(await exclusionRoute(apiRequest('/v1/player/exclusion', { method: 'PATCH', body, headers: auth(token) })));
}

export async function getCooling(token: string | null): Promise<Reply> {
  return reply(await coolingRoute(apiRequest('/v1/timeout/cooling', { headers: auth(token) })));
}

/** GET /player: whether a token still opens a session. */
export async function profileStatus(token: string): Promise<number> {
  return (await playerRoute(apiRequest('/v1/player', { headers: auth(token) }))).status;
}

export async function blockColumns(db: Database, playerId: number) {
  const [row] = await db
    .select({ status: players.status, timeoutUntil: players.timeoutUntil, exclusionUntil: players.exclusionUntil })
    .from(players)
    .where(eq(players.playerId, playerId));
  return row;
}

export const DAY = 86_400_000;
export const near = (at: Date | string | null | undefined, expected: number, slackMs = 10_000) =>
  at !== null && at !== undefined && Math.abs(new Date(at).getTime() - expected) < slackMs;
