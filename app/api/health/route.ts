import { getHealth } from '@/lib/health/contracts';
import { getDatabase } from '@/server/db/get-database';
import { checkHealth } from '@/server/health/check-health';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Liveness and database reachability for load balancers and the e2e harness: 200 ok, 503 degraded. */
export const GET = withContract(getHealth, { database: false }, async () => {
  const health = await checkHealth(getDatabase);
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503 });
});
