import { getOpenApiDocument } from '@/lib/api-docs/contracts';
import { withContract } from '@/server/http/with-contract';
import { openApiDocumentJson } from '@/server/openapi/document';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The same for everyone and fixed per deployment: cacheable, and readable by tools on other origins.
export const GET = withContract(getOpenApiDocument, { database: false }, async () =>
  new Response(openApiDocumentJson(), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=600', 'Access-Control-Allow-Origin': '*' },
  }),
);
