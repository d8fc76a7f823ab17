/** @jest-environment node */
import { PlatformApiError } from '@/lib/api/errors';
import { requestWithdrawal } from '@/lib/wallet/contracts';
import { fetchSocketToken } from '@/lib/wallet/fetch-socket-token';
import { walletApi } from '@/lib/wallet/ui-api';

function fakeFetch(status: number, body: unknown) {
  return jest.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('fetchSocketToken (through the one client)', () => {
  it('asks the socket-token endpoint on the site’s origin and answers the token', async () => {
    const fetch = fakeFetch(200, { token: 'socket.jwt.token', expiresIn: 60 });
    expect(await fetchSocketToken(fetch)).toBe('socket.jwt.token');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/player/wallet/socket-token');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', cache: 'no-store' });
  });

  it('answers null without a session (a 401 is ignored: the site does not connect)', async () => {
    expect(await fetchSocketToken(fakeFetch(401, { status: 401, code: 'error.unauthorized', message: 'Authentication is required.' }))).toBeNull();
  });

  it('throws the platform error for other refusals, keeping Retry-After', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ status: 429, code: 'error.rate_limit.exceeded', message: 'slow down' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '7' },
        }),
    );
    const error = await fetchSocketToken(fetch).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 429, code: 'error.rate_limit.exceeded', retryAfterSeconds: 7 });
  });

  it('refuses an answer outside the contract', async () => {
    await expect(fetchSocketToken(fakeFetch(200, { token: '' }))).rejects.toMatchObject({ status: 502, code: 'error.platform.unexpected_response' });
  });
});

describe('the withdrawal answer (one schema: the contract’s)', () => {
  const answer = { result: 'WITHDRAWAL_LIMIT_REACHED', status: 'WITHDRAWAL_LIMIT_REACHED', limit: 12_345, originalLimit: 1_000_000, duration: 'DAILY' };
  const schema = requestWithdrawal.responses[200];

  it('requires `limit`, as the server always sends it', () => {
    expect(schema.safeParse(answer).success).toBe(true);
    const { limit: _limit, ...withoutLimit } = answer;
    expect(schema.safeParse(withoutLimit).success).toBe(false);
  });

  it('is what the banking page reads through walletApi', async () => {
    const fetch = fakeFetch(200, answer);
    global.fetch = fetch;
    expect(await walletApi.requestWithdrawal({ amount: 20_050 })).toEqual(answer);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/player/wallet/withdrawal/request');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ amount: 20_050 }) });
  });
});
