import { handleApiError } from '@/server/http/handle-api-error';
import { getPublicJwks } from '@/server/identity/keys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The platform's public identity keys, for anyone verifying its RS256 identity tokens (no database needed). */
export async function GET(): Promise<Response> {
  try {
    // Public and slow-changing: caches may keep it a few minutes (a rotation publishes the new key first).
    return Response.json(await getPublicJwks(), { headers: { 'Cache-Control': 'public, max-age=300' } });
  } catch (error) {
    return handleApiError(error);
  }
}
