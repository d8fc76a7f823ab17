// `npm run openapi`: writes the OpenAPI document generated from the contracts to docs/openapi.json, the committed
// copy operators read without running the site. The suite fails when the copy is stale
// (tests/integration/contracts/openapi.test.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, committedOpenApiText } from '@/server/openapi/document';

const file = join(process.cwd(), 'docs', 'openapi.json');
const document = buildOpenApiDocument();
writeFileSync(file, committedOpenApiText(document));
console.log(`[openapi] wrote ${file}: ${Object.keys(document.paths ?? {}).length} paths`);
