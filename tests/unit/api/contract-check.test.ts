/** @jest-environment node */
import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { checkContractAnswer } from '@/lib/api/contract-check';

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
