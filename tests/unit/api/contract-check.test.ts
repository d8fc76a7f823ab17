/** @jest-environment node */
import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { checkContractAnswer } from '@/lib/api/contract-check';
import { callSandboxProvider } from '@/lib/games/contracts/sandbox';

const json = 'application/json';
const specError = (code: string, status: number) => JSON.stringify({ status, code, message: 'm' });

// A stand-in for a third party that refuses in its own format on 401 only.
const standIn = defineContract({
  operationId: 'test.standIn',
  method: 'POST',
  path: '/test/stand-in',
  summary: 'Stand-in',
  tags: ['Test'],
  auth: 'none',
  responses: { 200: z.object({ ok: z.literal(true) }) },
  ownErrors: { 401: z.strictObject({ fault: z.string() }) },
  errors: [],
});

describe('checkContractAnswer with an own error format (ownErrors)', () => {
  it('accepts a refusal in the declared own format at its status', () => {
    expect(checkContractAnswer(standIn, 401, json, JSON.stringify({ fault: 'bad key' }))).toBeNull();
  });

  it('refuses a body that is neither the own format nor the spec shape, naming both', () => {
    expect(checkContractAnswer(standIn, 401, json, JSON.stringify({ fault: 1 }))).toMatch(/neither the spec's error shape nor the endpoint's own 401 format/);
  });

  it('keeps the own format to its statuses: elsewhere only the spec shape passes', () => {
    expect(checkContractAnswer(standIn, 404, json, JSON.stringify({ fault: 'x' }))).toMatch(/not the spec's error shape/);
  });

  it("still checks the wrapper's own refusals in the spec shape, codes included", () => {
    expect(checkContractAnswer(standIn, 400, json, specError('error.request.validation', 400))).toBeNull();
    expect(checkContractAnswer(standIn, 401, json, specError('error.unauthorized', 401))).toMatch(/not declared/);
  });

  it('still wants JSON', () => {
    expect(checkContractAnswer(standIn, 401, 'text/html', '<html>')).toMatch(/not JSON/);
  });
});

describe('the sandbox provider contract', () => {
  const check = (status: number, body: unknown) => checkContractAnswer(callSandboxProvider, status, json, JSON.stringify(body));

  it("accepts each provider family's refusal format", () => {
    expect(check(401, { error: '2', description: 'Invalid operator credentials', issues: [] })).toBeNull();
    expect(check(404, { errors: [{ code: 'G.0', message: 'No such endpoint' }], issues: [] })).toBeNull();
    expect(check(400, { Error: { ErrorCode: 8, Message: 'bad' }, issues: ['GameCode: required'] })).toBeNull();
    expect(check(415, { code: 415, message: 'Expected application/json', issues: [] })).toBeNull();
    expect(check(413, { error: 'INVALID_REQUEST', message: 'Request body too large', issues: [] })).toBeNull();
  });

  it('refuses an unknown format, a status it does not answer with, and a success outside the launch answer', () => {
    expect(check(400, { oops: true })).toMatch(/neither/);
    expect(check(409, { error: 'INVALID_REQUEST', message: 'x', issues: [] })).toMatch(/not the spec's error shape/);
    expect(check(200, { ticket: 'demo_abc' })).toMatch(/does not match the 200 schema/);
  });
});
