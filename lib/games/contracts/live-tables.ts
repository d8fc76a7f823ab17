import { defineContract } from '@/lib/api/contract';
import { liveSeatsAnswerSchema, liveTablesQuerySchema } from '@/lib/games/live-seats';

export const listLiveTables = defineContract({
  operationId: 'games.listLiveTables',
  method: 'GET',
  path: '/v1/gaming/live-tables',
  summary: 'Live seats of the live tables',
  description:
    'games-wallet-bonuses §3 "seats, seatsTaken", §7 "GET live provider tables … with partnerid and providerKind": the open tables of each live provider (or of `providerKind`), by catalogue game id. Public and the same for everyone; cacheable for 10 s. A provider that fails costs its tables their entries, never the answer.',
  tags: ['Games'],
  auth: 'none',
  objectName: 'liveTables',
  query: liveTablesQuerySchema,
  responses: { 200: liveSeatsAnswerSchema },
  errors: [],
});
