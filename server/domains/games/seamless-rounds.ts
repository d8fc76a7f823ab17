import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { gameRounds, type GameRoundRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

export interface RoundKey {
  provider: string;
  roundId: string;
  playerId: number;
}

async function findRound(tx: Database, key: RoundKey): Promise<GameRoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, key.provider), eq(gameRounds.roundId, key.roundId)))
    .limit(1);
  return row;
}

/** A round id of another player is refused: a token for one player never touches another's round. */
function ownRound(round: GameRoundRow | undefined, key: RoundKey): GameRoundRow {
  if (!round || round.playerId !== key.playerId) throw new ApiError('error.seamless.round.invalid');
  return round;
}

/** endround: closes the player's round (again: a no-op); an unknown round is recorded as closed. */
export async function closeRound(tx: Database, key: RoundKey & { sessionId: string; gameId: string }): Promise<void> {
  await tx
    .insert(gameRounds)
    .values({ ...key, status: 'CLOSED', openedAt: sql`now()`, closedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [gameRounds.provider, gameRounds.roundId],
      set: { status: 'CLOSED', closedAt: sql`coalesce(${gameRounds.closedAt}, now())` },
      setWhere: sql`${gameRounds.playerId} = ${key.playerId}`,
    });
  ownRound(await findRound(tx, key), key);
}
