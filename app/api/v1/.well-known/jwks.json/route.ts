import { getJwks } from '@/lib/identity/contracts';
import { withContract } from '@/server/http/with-contract';
import { getPublicJwks } from '@/server/identity/keys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The platform's public identity keys, for anyone verifying its RS256 identity tokens (no database needed). */
export const GET = withContract(getJwks, { database: false }, async () =>
  // Public and slow-changing: caches may keep it a few minutes (a rotation publishes the new key first).
  Response.json(await getPublicJwks(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
);
