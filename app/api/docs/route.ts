import { getApiReference } from '@/lib/api-docs/contracts';
import { withContract } from '@/server/http/with-contract';
import { apiReferencePage } from '@/server/openapi/reference-page';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The reference page (Scalar): its script from this site, a fresh nonce for its inline start script. */
export const GET = withContract(getApiReference, { database: false }, async () => apiReferencePage());
