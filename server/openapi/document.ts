import 'server-only';
import { z } from 'zod';
import type { oas31 } from 'zod-openapi';
import { createComponents, createRegistry, type ComponentRegistry } from 'zod-openapi/api';
import packageJson from '@/package.json';
import { ALL_CONTRACTS } from '@/lib/api/all-contracts';
import type { AnyContract, HttpMethod } from '@/lib/api/contract';
import { contractErrorCodes } from '@/lib/api/contract-check';
import { apiErrorBodySchema } from '@/lib/api/error-body';
import { ERROR_MESSAGE, ERROR_STATUS, type ErrorCode } from '@/lib/api/error-codes';
import { acceptsAbsent, fieldsOf } from './parameter-fields';
import { API_INFO_DESCRIPTION, securityOf, securitySchemesOf, tagsOf } from './document-text';

/**
 * The platform API's OpenAPI 3.1 document, generated from every contract in lib/api/all-contracts.ts with
 * zod-openapi (docs/api.md). Served at `GET /api/openapi.json`, committed as docs/openapi.json (`npm run openapi`)
 * and read by the reference page at `/api/docs`. Contracts marked `internal` are left out.
 *
 * Every schema is rendered as the wire sees it (zod's input side), answers included: a server's answer is what
 * the contract's schema parses, so defaults are optional and objects allow extra keys, as the client reads them.
 */

export type OpenApiDocument = oas31.OpenAPIObject;

const OPENAPI_VERSION = '3.1.0';
const ERROR_COMPONENT = 'ApiError';

const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Found (redirect)',
  303: 'See other (redirect)',
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable content',
  429: 'Too many requests',
  451: 'Unavailable for legal reasons',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
};
const reason = (status: number) => REASONS[status] ?? `Status ${status}`;

/** Catch-all segments (`{...path}`) as one path parameter: OpenAPI has no multi-segment parameter. */
const CATCH_ALL_SEGMENTS = z.string().meta({ description: 'One or more path segments, separated by `/` (a catch-all).' });

/** `{...path}` → `{path}`: the document's path template. */
export function openApiPath(path: string): string {
  return path.replace(/\{\.\.\.(\w+)\}/g, '{$1}');
}

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

type Media = oas31.MediaTypeObject;
type Slot = oas31.SchemaObject | oas31.ReferenceObject;

/** A placeholder the registry fills when the components are created (input side: what travels on the wire). */
function wireSchema(registry: ComponentRegistry, schema: z.ZodType, path: string[]): Slot {
  // The registry's types are OpenAPI 3.2's (a superset); what it returns for a zod schema is a 3.1 schema too.
  return registry.addSchema(schema, path, { io: 'input', source: { type: 'mediaType' } }) as Slot;
}

function parametersOf(contract: AnyContract, registry: ComponentRegistry, at: string[]): oas31.ParameterObject[] {
  const parameters: oas31.ParameterObject[] = [];
  const catchAll = new Set([...contract.path.matchAll(/\{\.\.\.(\w+)\}/g)].map((match) => match[1]));
  const template = [...contract.path.matchAll(/\{(?:\.\.\.)?(\w+)\}/g)].map((match) => match[1]);
  const add = (location: 'path' | 'query', fields: ReturnType<typeof fieldsOf>) => {
    for (const field of fields) {
      const schema = location === 'path' && catchAll.has(field.name) ? CATCH_ALL_SEGMENTS : field.schema;
      const parameter = registry.addParameter(schema, [...at, location, field.name], { location: { in: location, name: field.name } }) as
        | oas31.ParameterObject
        | oas31.ReferenceObject;
      if ('$ref' in parameter) throw new Error(`${contract.operationId}: parameter ${field.name} is registered as a component; give it no param id`);
      if (location === 'path' || field.required) parameter.required = true;
      else delete parameter.required;
      parameters.push(parameter);
    }
  };
  if (contract.params) add('path', fieldsOf(contract.params, `${contract.operationId} params`));
  // A template variable the contract gives no schema is still a path parameter (any string).
  for (const name of template) {
    if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
        ...(catchAll.has(name) ? { description: CATCH_ALL_SEGMENTS.description } : {}),
      });
    }
  }
  // Path parameters (all there is so far) in the template's order, as a reader sees the path.
  parameters.sort((a, b) => template.indexOf(a.name) - template.indexOf(b.name));
  if (contract.query) add('query', fieldsOf(contract.query, `${contract.operationId} query`));
  for (const [name, description] of Object.entries(contract.headers ?? {})) parameters.push({ name, in: 'header', description, schema: { type: 'string' } });
  return parameters;
}

function requestBodyOf(contract: AnyContract, registry: ComponentRegistry, at: string[]): oas31.RequestBodyObject | undefined {
  const raw = contract.bodyEncoding === 'raw';
  if (!contract.body && !raw) return undefined;
  const media: Media = contract.body ? { schema: wireSchema(registry, contract.body, [...at, 'requestBody']) } : {};
  return {
    required: contract.body ? !acceptsAbsent(contract.body) : true,
    ...(raw ? { description: 'Read as raw bytes: the signature covers exactly the bytes sent, so sign what you send and do not re-serialise.' } : {}),
    content: { [contract.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json']: media },
  };
}

function successResponse(
  contract: AnyContract,
  status: number,
  schema: z.ZodType | null | undefined,
  registry: ComponentRegistry,
  at: string[],
): oas31.ResponseObject {
  const response: oas31.ResponseObject = { description: reason(status) };
  if (status >= 300 && status < 400) response.headers = { Location: { description: 'Where to go next.', schema: { type: 'string' } } };
  if (contract.produces && status < 300) {
    const textual = contract.produces.startsWith('text/') || /javascript|xml|svg/.test(contract.produces);
    const media: Media = schema ? { schema: wireSchema(registry, schema, at) } : textual ? { schema: { type: 'string' } } : {};
    response.content = { [contract.produces]: media };
  } else if (schema) {
    response.content = { 'application/json': { schema: wireSchema(registry, schema, at) } };
  }
  return response;
}

function errorExample(code: ErrorCode): { summary: string; value: Record<string, unknown> } {
  const status = ERROR_STATUS[code];
  const value: Record<string, unknown> = { status, code, message: ERROR_MESSAGE[code] };
  if (code === 'error.request.validation') {
    value.fieldErrors = [
      { objectName: 'request', field: 'limit', rejectedValue: 0, status, message: 'Too small: expected number to be >=1', code: 'too_small' },
    ];
  }
  return { summary: code, value };
}

/** One answer per error status: the spec's error shape, the codes of that status in the description and as examples. */
function errorResponses(contract: AnyContract, registry: ComponentRegistry, at: string[]): Record<string, oas31.ResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of contractErrorCodes(contract)) {
    const status = ERROR_STATUS[code];
    // A status the contract answers with its own body (the health probe's 503) is documented there.
    if (status in contract.responses) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, oas31.ResponseObject> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = codes.map((code) => `- \`${code}\`: ${ERROR_MESSAGE[code]}`).join('\n');
    const response: oas31.ResponseObject = {
      description: `${reason(status)}. \`code\` is one of:\n\n${list}`,
      content: {
        'application/json': {
          schema: wireSchema(registry, apiErrorBodySchema, [...at, String(status)]),
          examples: Object.fromEntries(codes.map((code) => [code, errorExample(code)])),
        },
      },
    };
    if (status === 429 || status === 503)
      response.headers = { 'Retry-After': { description: 'Seconds to wait before trying again (when known).', schema: { type: 'integer' } } };
    if (codes.includes('error.unauthorized')) response.headers = { 'WWW-Authenticate': { description: '`Bearer`', schema: { type: 'string' } } };
    responses[String(status)] = response;
  }
  return responses;
}

function describeRateLimit(contract: AnyContract): string | undefined {
  const rule = contract.rateLimit;
  if (!rule) return undefined;
  const seconds = rule.windowMs / 1000;
  const window = seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
  return `**Rate limit** \`${rule.key}\`: ${rule.limit} calls per ${window} per caller (the player when signed in, else the client address); then \`429 error.rate_limit.exceeded\` with \`Retry-After\`.`;
}

function operationOf(contract: AnyContract, registry: ComponentRegistry): oas31.OperationObject {
  const at = ['paths', contract.path, contract.method.toLowerCase()];
  const parameters = parametersOf(contract, registry, at);
  const requestBody = requestBodyOf(contract, registry, at);
  const responses: oas31.ResponsesObject = {};
  for (const [status, schema] of Object.entries(contract.responses as Record<string, z.ZodType | null>)) {
    responses[status] = successResponse(contract, Number(status), schema, registry, [...at, 'responses', status]);
  }
  Object.assign(responses, errorResponses(contract, registry, [...at, 'responses']));
  const description = [contract.description, describeRateLimit(contract)].filter(Boolean).join('\n\n');
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(description ? { description } : {}),
    tags: [...contract.tags],
    security: securityOf(contract),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(contract.rateLimit ? { 'x-rate-limit': { ...contract.rateLimit } } : {}),
    ...(contract.objectName ? { 'x-object-name': contract.objectName } : {}),
  };
}

/** Builds the document from the given contracts (all of them by default); deterministic, so it can be committed. */
export function buildOpenApiDocument(contracts: readonly AnyContract[] = ALL_CONTRACTS): OpenApiDocument {
  const published = contracts.filter((contract) => !contract.internal);
  const registry = createRegistry({ schemas: { [ERROR_COMPONENT]: apiErrorBodySchema } });
  const paths: oas31.PathsObject = {};
  const ordered = [...published].sort(
    (a, b) => openApiPath(a.path).localeCompare(openApiPath(b.path)) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  for (const contract of ordered) {
    const item: oas31.PathItemObject = (paths[openApiPath(contract.path)] ??= {});
    const method = contract.method.toLowerCase() as Lowercase<HttpMethod>;
    if (item[method]) throw new Error(`Two contracts for ${contract.method} ${contract.path}`);
    item[method] = operationOf(contract, registry);
  }
  // A `z.custom` check (a File, a branded value) has no JSON Schema: documented as any value rather than refused.
  const components = createComponents(registry, { allowEmptySchema: { custom: true } }, OPENAPI_VERSION) as oas31.ComponentsObject;
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Lucky Harbour platform API', version: packageJson.version, description: API_INFO_DESCRIPTION },
    servers: [{ url: '/api', description: 'This site' }],
    tags: tagsOf(published),
    paths,
    components: { ...components, securitySchemes: securitySchemesOf(published) },
  };
}

/** The committed copy's text (docs/openapi.json): indented, one trailing newline. */
export function committedOpenApiText(document: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

let cached: string | undefined;

/** The document as JSON, built once per process (the contracts do not change while it runs). */
export function openApiDocumentJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
