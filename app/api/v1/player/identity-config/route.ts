import { getIdentityConfig } from '@/lib/identity/contracts';
import { withContract } from '@/server/http/with-contract';
import { identityClientConfig } from '@/server/identity/identity-client-config';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Which identity provider the site runs with, and Cognito's public pool and client ids (Amplify's config). */
export const GET = withContract(getIdentityConfig, async () => Response.json(identityClientConfig(), { headers: { 'Cache-Control': 'public, max-age=300' } }));
