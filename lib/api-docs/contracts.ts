import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';

/** Enough of an OpenAPI 3.1 document for the contract check; the document itself is validated in the suite. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The platform API as OpenAPI 3.1, generated from the contracts (server/openapi/document.ts). */
export const getOpenApiDocument = defineContract({
  operationId: 'operations.getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  summary: 'This OpenAPI document',
  description:
    'The platform API as OpenAPI 3.1, generated from the endpoint contracts; development and sandbox helpers are left out. The same for everyone: cacheable for 10 minutes and readable from any origin. A copy is committed as `docs/openapi.json`.',
  tags: ['Operations'],
  auth: 'none',
  responses: { 200: openApiDocumentSchema },
  errors: [],
});

/** The readable reference of the document, for operators and integrators. */
export const getApiReference = defineContract({
  operationId: 'operations.getApiReference',
  method: 'GET',
  path: '/docs',
  summary: 'Reference page for this API',
  description:
    'A readable, searchable reference of this document (Scalar), its script served from this site. HTML; not cached (each answer carries its own script nonce).',
  tags: ['Operations'],
  auth: 'none',
  produces: 'text/html',
  responses: { 200: z.string() },
  errors: [],
});

/** The reference page's script (Scalar's standalone bundle), from this site rather than a CDN. */
export const getApiReferenceScript = defineContract({
  operationId: 'operations.getApiReferenceScript',
  method: 'GET',
  path: '/docs/scalar.js',
  summary: "The reference page's script",
  description:
    "Scalar's standalone bundle from the installed `@scalar/api-reference`; the page asks for it with the version in the query, so it is cached for a year.",
  tags: ['Operations'],
  auth: 'none',
  // 3.7 MB compressed per download by the app server: a browser needs it once a year.
  rateLimit: { key: 'api-reference-script', limit: 20, windowMs: 60_000 },
  produces: 'text/javascript',
  responses: { 200: z.string() },
  errors: [],
  internal: true,
});
