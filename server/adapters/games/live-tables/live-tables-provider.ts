/** One table as a live provider reports it (spec games-wallet-bonuses §7 "GET live provider tables … with partnerid and providerKind"). */
export interface LiveTable {
  tableId: string;
  /** Seats at the table; null for tables without seats (game shows, roulette). */
  seats: number | null;
  seatsTaken: number | null;
  open: boolean;
}

export interface LiveTablesRequest {
  /** Partner code (spec games-wallet-bonuses §9: 653). */
  partnerId: string;
  /** The live provider, e.g. `evolution`. */
  providerKind: string;
}

export interface LiveTablesProvider {
  readonly kind: 'sandbox' | 'http';
  fetchTables(request: LiveTablesRequest): Promise<LiveTable[]>;
}
