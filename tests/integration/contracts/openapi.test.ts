/**
 * The OpenAPI document generated from the contracts: it validates as OpenAPI 3.1 with a registry validator
 * (@apidevtools/swagger-parser), holds every published contract and none of the internal ones, documents each
 * operation's errors in the spec's shape, and the committed copy (docs/openapi.json) is the current one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { z } from 'zod';
import { ALL_CONTRACTS } from '@/lib/api/all-contracts';
import { defineContract, type AnyContract } from '@/lib/api/contract';
import { contractErrorCodes } from '@/lib/api/contract-check';
import { ERROR_STATUS } from '@/lib/api/error-codes';
import { buildOpenApiDocument, committedOpenApiText, openApiPath, type OpenApiDocument } from '@/server/openapi/document';

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: { $ref?: string } }> }>;
  [extension: `x-${string}`]: unknown;
};

function operation(document: OpenApiDocument, contract: AnyContract): Operation | undefined {
  return (document.paths?.[openApiPath(contract.path)] as Record<string, Operation> | undefined)?.[contract.method.toLowerCase()];
}

/** The validator dereferences in place: it gets its own copy. */
async function validate(document: OpenApiDocument): Promise<void> {
  await SwaggerParser.validate(structuredClone(document) as never);
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(validate(document)).resolves.toBeUndefined();
  });

  it('is committed as docs/openapi.json, current (run `npm run openapi` after changing a contract)', () => {
    const committed = readFileSync(join(process.cwd(), 'docs', 'openapi.json'), 'utf8');
    expect(committed).toBe(committedOpenApiText(document));
  });

  it('holds every published contract once, with its operation id, and no internal one', () => {
    for (const contract of ALL_CONTRACTS) {
      if (contract.internal) expect(operation(document, contract)).toBeUndefined();
      else expect(operation(document, contract)?.operationId).toBe(contract.operationId);
    }
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item as Record<string, Operation>));
    expect(operations).toHaveLength(ALL_CONTRACTS.filter((contract) => !contract.internal).length);
  });

  it('answers every error status of an operation with the shared ApiError shape, listing the codes of that status', () => {
    expect(document.components?.schemas?.ApiError).toMatchObject({
      properties: { status: {}, code: {}, message: {}, fieldErrors: { type: 'array' } },
      required: ['status', 'code', 'message'],
    });
    for (const contract of ALL_CONTRACTS.filter((candidate) => !candidate.internal)) {
      const responses = operation(document, contract)!.responses;
      for (const code of contractErrorCodes(contract)) {
        const status = String(ERROR_STATUS[code]);
        if (status in contract.responses) continue;
        expect(responses[status]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
        expect(responses[status].description).toContain(`\`${code}\``);
      }
    }
  });

  it('serves the same document the generator builds', async () => {
    const { GET } = await import('@/app/api/openapi.json/route');
    const response = await GET(new Request('http://localhost/api/openapi.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});

describe('the generator, for any contract the type allows', () => {
  const segments = z.object({ path: z.array(z.string()).min(1) });
  const contracts: AnyContract[] = [
    defineContract({
      operationId: 'test.readFile',
      method: 'GET',
      path: '/v1/files/{owner}/{...path}',
      summary: 'A catch-all with an undeclared path parameter and a union query',
      tags: ['Test'],
      auth: 'optional',
      rateLimit: { key: 'files', limit: 30, windowMs: 60_000 },
      params: segments,
      query: z.union([z.object({ id: z.string(), size: z.coerce.number().int().default(10) }), z.object({ id: z.string(), name: z.string() })]),
      responses: { 200: z.object({ bytes: z.number() }) },
      errors: ['error.not_found'],
    }),
    defineContract({
      operationId: 'test.callback',
      method: 'POST',
      path: '/v1/test/callback',
      summary: 'A webhook signed in its own header, raw body',
      tags: ['Test'],
      auth: 'webhook-signature',
      bodyEncoding: 'raw',
      headers: { 'X-Test-Signature': 't=<unix ms>,v1=<signature>' },
      body: z.object({ reference: z.string(), amount: z.string().transform(Number) }),
      responses: { 204: null },
      errors: ['error.webhook.signature_invalid'],
    }),
    defineContract({
      operationId: 'test.page',
      method: 'GET',
      path: '/v1/test/page',
      summary: 'HTML and a redirect',
      tags: ['Test'],
      auth: 'required',
      produces: 'text/html',
      responses: { 200: z.string(), 303: null },
      errors: [],
    }),
    defineContract({
      operationId: 'test.answerWithTransform',
      method: 'PUT',
      path: '/v1/test/{id}',
      summary: 'An answer schema that transforms, and an intersection query',
      tags: ['Test'],
      auth: 'seamless-signature',
      params: z.object({ id: z.coerce.number().int() }),
      query: z.intersection(z.object({ a: z.string() }), z.object({ b: z.string().optional() })),
      body: z.object({ when: z.iso.datetime() }).optional(),
      responses: {
        200: z.object({
          at: z.string().transform((value) => new Date(value)),
          token: z.custom<`tok_${string}`>((value) => typeof value === 'string' && value.startsWith('tok_')),
        }),
      },
      errors: [],
    }),
  ];
  const document = buildOpenApiDocument(contracts);

  it('documents them all as valid OpenAPI 3.1', async () => {
    await expect(validate(document)).resolves.toBeUndefined();
  });

  it('turns a catch-all into one path parameter and keeps every template variable', () => {
    const read = operation(document, contracts[0])!;
    expect(Object.keys(document.paths ?? {})).toContain('/v1/files/{owner}/{path}');
    expect(read.parameters?.filter((parameter) => parameter.in === 'path').map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'owner', required: true },
      { name: 'path', required: true },
    ]);
    expect(read.parameters?.find((parameter) => parameter.name === 'path')?.schema).toMatchObject({
      type: 'string',
      description: expect.stringContaining('catch-all'),
    });
    expect(read.parameters?.filter((parameter) => parameter.in === 'query').map(({ name, required }) => ({ name, required: required === true }))).toEqual([
      { name: 'id', required: true },
      { name: 'size', required: false },
      { name: 'name', required: false },
    ]);
    expect(read['x-rate-limit']).toEqual({ key: 'files', limit: 30, windowMs: 60_000 });
    expect(read.security).toEqual([{}, { identityToken: [] }, { sessionCookie: [] }]);
    expect(Object.keys(read.responses).sort()).toEqual(['200', '400', '404', '429', '500', '503']);
    expect(read.responses['429'].headers).toHaveProperty('Retry-After');
  });

  it('documents signatures, raw and optional bodies, media types and bodiless answers', () => {
    const callback = operation(document, contracts[1])!;
    expect(callback.security).toEqual([{ xTestSignature: [] }]);
    expect(document.components?.securitySchemes?.xTestSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-test-signature' });
    expect(callback.requestBody?.content['application/json'].schema).toMatchObject({ properties: { amount: { type: 'string' } } });
    expect(callback.responses['204'].content).toBeUndefined();
    expect(Object.keys(callback.responses)).toEqual(expect.arrayContaining(['401', '413']));

    const page = operation(document, contracts[2])!;
    expect(page.responses['200'].content).toEqual({ 'text/html': { schema: { type: 'string' } } });
    expect(page.responses['303'].headers).toHaveProperty('Location');
    expect(page.responses['401'].headers).toHaveProperty('WWW-Authenticate');
    expect(page.security).toEqual([{ identityToken: [] }, { sessionCookie: [] }]);

    const put = operation(document, contracts[3])!;
    expect(put.security).toEqual([{ seamlessSignature: [] }]);
    expect(put.requestBody?.required).toBe(false);
    expect(put.responses['200'].content?.['application/json'].schema).toMatchObject({
      properties: { at: { type: 'string' }, token: {} },
      required: ['at', 'token'],
    });
    expect(put.parameters?.map(({ name, in: where, required }) => `${where} ${name} ${required === true}`)).toEqual([
      'path id true',
      'query a true',
      'query b false',
    ]);
  });

  it('leaves internal contracts and their tags out', () => {
    const hidden = buildOpenApiDocument([{ ...contracts[2], internal: true, tags: ['Hidden'] }]);
    expect(hidden.paths).toEqual({});
    expect(hidden.tags).toEqual([]);
  });
});
