import { getApiReferenceScript } from '@/lib/api-docs/contracts';
import { withContract } from '@/server/http/with-contract';
import { apiReferenceScript } from '@/server/openapi/reference-page';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withContract(getApiReferenceScript, { database: false }, async () => apiReferenceScript());
