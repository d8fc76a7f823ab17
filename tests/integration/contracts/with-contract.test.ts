/**
 * The contract wrapper: it parses path, query and body with the contract, answers the spec's error shape, and under
 * CONTRACT_RESPONSE_CHECK turns an answer outside the contract into a 500 and a recorded violation.
 */
import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { checkContractAnswer, contractErrorCodes } from '@/lib/api/contract-check';
import { takeContractViolations, withContract } from '@/server/http/with-contract';
import { useTestDatabase } from '../support/setup';

useTestDatabase();

const echo = defineContract({
  operationId: 'test.echo',
  method: 'POST',
  path: '/v1/test/{kind}',
  summary: 'Echo',
  tags: ['Test'],
  auth: 'none',
  objectName: 'echo',
  params: z.object({ kind: z.enum(['a', 'b']) }),
  query: z.object({ times: z.coerce.number().int().min(1).max(3) }),
  body: z.strictObject({ word: z.string().min(1) }),
  responses: { 200: z.object({ words: z.array(z.string()) }) },
  errors: ['error.not_found'],
});

const context = (kind: string) => ({ params: Promise.resolve({ kind }) });
const post = (url: string, body: unknown) => new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('withContract', () => {
  afterEach(() => takeContractViolations());

  it('hands the handler parsed params, query and body and sends its answer with the first success status', async () => {
    const route = withContract(echo, async ({ params, query, body }) => ({ words: Array.from({ length: query.times }, () => `${params.kind}:${body.word}`) }));
    const response = await route(post('http://localhost/api/v1/test/a?times=2', { word: 'hi' }), context('a'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ words: ['a:hi', 'a:hi'] });
    expect(route.contract).toBe(echo);
  });

  it('refuses a bad path parameter, query and body at once with field errors in the spec shape', async () => {
    const handler = jest.fn();
    const route = withContract(echo, handler);
    const response = await route(post('http://localhost/api/v1/test/z?times=9', { word: '', extra: 1 }), context('z'));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fieldErrors: Array<{ objectName: string; field: string }> };
    expect(body.code).toBe('error.request.validation');
    expect(body.fieldErrors.map((error) => error.field).sort()).toEqual(['extra', 'kind', 'times', 'word']);
    expect(body.fieldErrors.every((error) => error.objectName === 'echo')).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    expect(takeContractViolations()).toEqual([]);
  });

  it('turns an answer outside the contract into a 500 and records the violation', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const wrongShape = withContract(echo, async () => ({ words: 'not a list' }) as never);
      expect((await wrongShape(post('http://localhost/api/v1/test/a?times=1', { word: 'x' }), context('a'))).status).toBe(500);
      const undeclaredStatus = withContract(echo, async () => Response.json({ words: [] }, { status: 201 }));
      expect((await undeclaredStatus(post('http://localhost/api/v1/test/a?times=1', { word: 'x' }), context('a'))).status).toBe(500);
      const seen = takeContractViolations();
      expect(seen).toHaveLength(2);
      expect(seen[0]).toMatch(/POST \/v1\/test\/\{kind\} answered 200 outside its contract: answer does not match/);
      expect(seen[1]).toMatch(/status 201 is not a success status/);
    } finally {
      error.mockRestore();
    }
  });
});

describe('checkContractAnswer', () => {
  const json = 'application/json';
  it('accepts the declared error codes and the wrapper ones, and refuses others', () => {
    expect(contractErrorCodes(echo)).toEqual(
      expect.arrayContaining(['error.not_found', 'error.request.validation', 'error.request.malformed_json', 'error.system.error']),
    );
    expect(contractErrorCodes(echo)).not.toContain('error.unauthorized');
    const error = (code: string, status: number) => JSON.stringify({ status, code, message: 'm' });
    expect(checkContractAnswer(echo, 404, json, error('error.not_found', 404))).toBeNull();
    expect(checkContractAnswer(echo, 401, json, error('error.unauthorized', 401))).toMatch(/not declared/);
    expect(checkContractAnswer(echo, 400, json, error('error.not_found', 400))).toMatch(/table status is 404/);
    expect(checkContractAnswer(echo, 400, 'text/html', '<html>')).toMatch(/not JSON/);
    expect(checkContractAnswer(echo, 400, json, JSON.stringify({ error: 'x' }))).toMatch(/error shape/);
  });
});
