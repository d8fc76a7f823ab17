import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import type { GameRoundRow, GameTransactionKind } from '@/server/db/schema';
import type { BettingPlayer } from './bet-refusal';
import type { StoredTransaction } from './seamless-context';

// What a bet or a win reads after the wallet lock, in one round trip each (the lock itself must come first, in
// its own statement: a statement's snapshot is taken before it waits for a lock).

type RoundFacts = Pick<GameRoundRow, 'playerId' | 'status'>;

interface StoredJson {
  kind: GameTransactionKind;
  requestHash: string | null;
  playerId: number;
  response: unknown;
}

const storedTransaction = (provider: string, transactionId: string) => sql`(select json_build_object('kind', t.kind, 'requestHash', t.request_hash,
    'playerId', t.player_id, 'response', t.response)
  from game_transactions t where t.provider = ${provider} and t.transaction_id = ${transactionId})`;

const roundFacts = (alias: string) => sql.raw(`json_build_object('playerId', ${alias}.player_id, 'status', ${alias}.status)`);

const date = (value: string | null) => (value === null ? null : new Date(value));

export interface BetContext {
  existing: StoredTransaction | null;
  player: BettingPlayer | null;
  /** The bet's round: opened by this statement when it is the round's first bet (rolled back with a refusal). */
  round: RoundFacts;
}

/** The duplicate, the player's betting facts and the round (opened if new) for a bet. */
export async function betContext(
  tx: Database,
  input: { provider: string; transactionId: string; playerId: number; roundId: string; sessionId: string; gameId: string },
): Promise<BetContext> {
  const [row] = await executeRows<{ existing: StoredJson | null; player: Record<string, unknown> | null; round: RoundFacts }>(
    tx,
    sql`with opened as (
        insert into game_rounds (provider, round_id, player_id, session_id, game_id, opened_at)
        values (${input.provider}, ${input.roundId}, ${input.playerId}, ${input.sessionId}, ${input.gameId}, now())
        on conflict (provider, round_id) do nothing
        returning player_id, status)
      select ${storedTransaction(input.provider, input.transactionId)} as existing,
        (select json_build_object('status', p.status, 'kycStatus', p.kyc_status, 'timeoutUntil', p.timeout_until,
            'exclusionUntil', p.exclusion_until, 'payout', p.payout, 'multibrandSuspended', p.multibrand_suspended,
            'casino', p.casino, 'liveCasino', p.live_casino)
          from players p where p.player_id = ${input.playerId}) as player,
        coalesce((select ${roundFacts('o')} from opened o),
          (select ${roundFacts('r')} from game_rounds r where r.provider = ${input.provider} and r.round_id = ${input.roundId})) as round`,
  );
  const player = row.player
    ? ({ ...row.player, timeoutUntil: date(row.player.timeoutUntil as string | null), exclusionUntil: date(row.player.exclusionUntil as string | null) } as BettingPlayer)
    : null;
  return { existing: row.existing, player, round: row.round };
}

export interface WinContext {
  existing: StoredTransaction | null;
  round: RoundFacts | null;
  /** The bet a win names (betTransactionId), when it names one that exists. */
  bet: { kind: GameTransactionKind; playerId: number; roundId: string; rolledBack: boolean } | null;
}

/** The duplicate, the round and the named bet for a win. */
export async function winContext(tx: Database, input: { provider: string; transactionId: string; roundId: string; betTransactionId?: string }): Promise<WinContext> {
  const [row] = await executeRows<{ existing: StoredJson | null; round: RoundFacts | null; bet: WinContext['bet'] }>(
    tx,
    sql`select ${storedTransaction(input.provider, input.transactionId)} as existing,
        (select ${roundFacts('r')} from game_rounds r where r.provider = ${input.provider} and r.round_id = ${input.roundId}) as round,
        (select json_build_object('kind', b.kind, 'playerId', b.player_id, 'roundId', b.round_id, 'rolledBack', b.rolled_back_at is not null)
          from game_transactions b where b.provider = ${input.provider} and b.transaction_id = ${input.betTransactionId ?? null}) as bet`,
  );
  return row;
}
