/** @jest-environment node */
import { z } from 'zod';
import { ApiError, ERROR_STATUS, ValidationError, type FieldError } from '@/server/http/errors';
import { handleApiError } from '@/server/http/handle-api-error';

async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe('handleApiError', () => {
  it('maps an ApiError to its table status, code and message, with its headers', async () => {
    const response = handleApiError(new ApiError('error.rate_limit.exceeded', undefined, { 'Retry-After': '30' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await body(response)).toEqual({ status: 429, code: 'error.rate_limit.exceeded', message: 'Too many requests; try again later.' });
  });

  it.each(Object.entries(ERROR_STATUS))('answers %s with HTTP %i', (code, status) => {
    expect(handleApiError(new ApiError(code as keyof typeof ERROR_STATUS)).status).toBe(status);
  });

  it('maps a ValidationError to 400 with its field errors', async () => {
    const fieldError: FieldError = { objectName: 'cookieConsent', field: 'version', rejectedValue: 0, status: 400, message: 'Too small', code: 'too_small' };
    const response = handleApiError(new ValidationError([fieldError]));
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ status: 400, code: 'error.request.validation', message: expect.any(String), fieldErrors: [fieldError] });
  });

  it('maps a bare ZodError to 400 field errors named after the given object', async () => {
    const schema = z.object({ accepted: z.boolean(), kind: z.enum(['deposit', 'loss']), amount: z.int().min(1) });
    const input = { accepted: 'yes', kind: 'bet', amount: 0 };
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a validation failure');
    const response = handleApiError(result.error, { objectName: 'limit', input });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await body(response)) as { fieldErrors: FieldError[] };
    expect(fieldErrors).toEqual([
      { objectName: 'limit', field: 'accepted', rejectedValue: 'yes', status: 400, message: expect.any(String), code: 'invalid_type' },
      { objectName: 'limit', field: 'kind', rejectedValue: 'bet', status: 400, message: expect.any(String), code: 'invalid_value' },
      { objectName: 'limit', field: 'amount', rejectedValue: 0, status: 400, message: expect.any(String), code: 'too_small' },
    ]);
  });

  it('reports a missing value as rejectedValue null so every field error keeps its six keys', async () => {
    const result = z.object({ consentId: z.uuid() }).safeParse({});
    if (result.success) throw new Error('expected a validation failure');
    const { fieldErrors } = (await body(handleApiError(result.error))) as { fieldErrors: FieldError[] };
    expect(fieldErrors).toEqual([
      { objectName: 'request', field: 'consentId', rejectedValue: null, status: 400, message: expect.any(String), code: 'invalid_type' },
    ]);
  });

  it('maps the request-body errors: malformed JSON 400, unsupported media type 415', async () => {
    expect(await body(handleApiError(new ApiError('error.request.malformed_json')))).toEqual({
      status: 400,
      code: 'error.request.malformed_json',
      message: expect.any(String),
    });
    expect(handleApiError(new ApiError('error.request.unsupported_media_type')).status).toBe(415);
  });

  it('answers anything else with 500 error.system.error, logs it, and leaks nothing', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const secret = new Error('duplicate key value violates unique constraint "players_email_unique" at 10.0.0.5');
    const response = handleApiError(secret);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 500, code: 'error.system.error', message: 'Something went wrong.' });
    expect(text).not.toMatch(/players_email|10\.0\.0\.5|stack/);
    expect(log).toHaveBeenCalledWith(expect.any(String), secret);
    log.mockRestore();
  });

  it('treats thrown non-errors the same way', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(handleApiError('boom').status).toBe(500);
    expect(handleApiError(new SyntaxError('Unexpected token')).status).toBe(500);
    log.mockRestore();
  });

  const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
  // drizzle wraps the driver's error: the SQLSTATE sits on the cause.
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it.each([
    ['a refused connection', wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['every address refused (AggregateError)', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed')],
    ['an admin shutdown (57P01)', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a connection failure (08006)', wrapped(pgError('08006'))],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a closed PGlite', wrapped(new Error('PGlite is closed'))],
  ])('answers %s with 503 error.system.unavailable and Retry-After', async (_name, error) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = handleApiError(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await body(response)).toEqual({ status: 503, code: 'error.system.unavailable', message: expect.any(String) });
    log.mockRestore();
  });

  it.each([
    ['22003', 'integer out of range'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'untranslatable character'],
  ])('answers data PostgreSQL refused (%s) with 400 error.request.validation, leaking nothing', async (code, message) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const response = handleApiError(wrapped(pgError(code, message)));
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ status: 400, code: 'error.request.validation', message: expect.any(String), fieldErrors: [] });
    warn.mockRestore();
  });

  it("answers a balance beyond the ledger's JSON-safe range with 422 error.ledger.invalid_operation", async () => {
    const check = Object.assign(pgError('23514', 'new row violates check constraint'), { constraint: 'ledger_accounts_balance_json_safe' });
    const response = handleApiError(wrapped(check));
    expect(response.status).toBe(422);
    expect((await body(response)).code).toBe('error.ledger.invalid_operation');
  });

  it('still answers 400 when a rejected value cannot be serialised (too deep), dropping the value', async () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) as unknown;
    const response = handleApiError(
      new ValidationError([{ objectName: 'request', field: 'gameId', rejectedValue: deep, status: 400, message: 'bad', code: 'invalid_type' }]),
    );
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 'error.request.validation', fieldErrors: [{ field: 'gameId', rejectedValue: null }] });
  });
});
