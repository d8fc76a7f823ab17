import 'server-only';
import { z } from 'zod';
import type { LiveTable, LiveTablesProvider, LiveTablesRequest } from './live-tables-provider';

// The provider's answer (its shape is "not shown" in the spec; this is the documented contract, docs/api.md).
const answerSchema = z.object({
  tables: z.array(
    z.object({
      tableId: z.string().min(1),
      seats: z.int().nonnegative().nullable().default(null),
      seatsTaken: z.int().nonnegative().nullable().default(null),
      open: z.boolean().default(true),
    }),
  ),
});

/** A live provider's tables endpoint: GET <url>?partnerid=<partner>&providerKind=<provider>, JSON `{ tables }`. */
export class HttpLiveTables implements LiveTablesProvider {
  readonly kind = 'http' as const;

  constructor(
    private readonly url: string,
    private readonly fetcher: typeof fetch = fetch,
    private readonly timeoutMs = 5_000,
  ) {}

  async fetchTables({ partnerId, providerKind }: LiveTablesRequest): Promise<LiveTable[]> {
    const url = new URL(this.url);
    url.searchParams.set('partnerid', partnerId);
    url.searchParams.set('providerKind', providerKind);
    const response = await this.fetcher(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs), cache: 'no-store' });
    if (!response.ok) throw new Error(`live tables: ${providerKind} answered ${response.status}`);
    return answerSchema.parse(await response.json()).tables.map((table) => ({
      ...table,
      seatsTaken: table.seats !== null && table.seatsTaken !== null ? Math.min(table.seatsTaken, table.seats) : table.seatsTaken,
    }));
  }
}
