import 'server-only';
import { createHash } from 'node:crypto';
import { getLiveTableGames } from '@/server/content/get-live-table-games';
import type { LiveTable, LiveTablesProvider, LiveTablesRequest } from './live-tables-provider';

/** Seats change once a minute in the sandbox. */
export const SANDBOX_SEAT_PERIOD_MS = 60_000;

/**
 * Seats taken at a sandbox table: a hash of the table id and the current minute, so every instance and every
 * reload agrees, and the number moves over time like a real table's (sometimes full, sometimes empty).
 */
export function sandboxSeatsTaken(tableId: string, seats: number, now: Date): number {
  const period = Math.floor(now.getTime() / SANDBOX_SEAT_PERIOD_MS);
  const digest = createHash('sha256').update(`${tableId}:${period}`).digest();
  return digest.readUInt32BE(0) % (seats + 1);
}

/** The built-in live provider: the catalogue's tables of that provider, with seats that change every minute. */
export class SandboxLiveTables implements LiveTablesProvider {
  readonly kind = 'sandbox' as const;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  async fetchTables({ providerKind }: LiveTablesRequest): Promise<LiveTable[]> {
    const now = this.clock();
    return (await getLiveTableGames())
      .filter((game) => game.providerId === providerKind)
      .map((game) => ({
        tableId: game.tableId,
        seats: game.seats,
        seatsTaken: game.seats === null ? null : sandboxSeatsTaken(game.tableId, game.seats, now),
        open: true,
      }));
  }
}
