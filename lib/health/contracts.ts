import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latencyMs: z.number().nullable() }),
  version: z.string(),
});

/** Liveness and database reachability for load balancers and the e2e harness. */
export const getHealth = defineContract({
  operationId: 'health.get',
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  description: 'Answers 200 with status `ok`, or 503 with status `degraded` and the same body when the database is unreachable.',
  tags: ['Operations'],
  auth: 'none',
  responses: { 200: healthSchema, 503: healthSchema },
  errors: [],
});
