import 'server-only';
import { PARTNER_CODE, type LiveSeats } from '@/lib/games/live-seats';
import { getLiveTablesProvider } from '@/server/adapters/games/live-tables/get-live-tables-provider';
import { getLiveTableGames } from '@/server/content/get-live-table-games';

/**
 * Seat data of the catalogue's live tables, by game id: each live provider's tables are asked for once
 * (partnerid, providerKind) and matched to games through the content's tableId. A provider that fails costs
 * its tables their live data (logged), never the answer.
 */
export async function getLiveSeats(input: { providerKind?: string } = {}): Promise<LiveSeats[]> {
  const games = (await getLiveTableGames()).filter(
    (game) => game.providerId !== null && (input.providerKind === undefined || game.providerId === input.providerKind),
  );
  const providerKinds = [...new Set(games.map((game) => game.providerId as string))].sort();
  const provider = getLiveTablesProvider();
  const tables = new Map<string, { seats: number | null; seatsTaken: number | null }>();
  await Promise.all(
    providerKinds.map(async (providerKind) => {
      try {
        for (const table of await provider.fetchTables({ partnerId: PARTNER_CODE, providerKind })) {
          if (table.open) tables.set(`${providerKind}:${table.tableId}`, { seats: table.seats, seatsTaken: table.seatsTaken });
        }
      } catch (error) {
        console.warn('live tables unavailable:', providerKind, error instanceof Error ? error.message : error);
      }
    }),
  );
  return games.flatMap((game) => {
    const table = tables.get(`${game.providerId}:${game.tableId}`);
    return table ? [{ gameId: game.gameId, seats: table.seats ?? game.seats, seatsTaken: table.seatsTaken }] : [];
  });
}
