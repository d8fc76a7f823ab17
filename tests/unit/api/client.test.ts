/** @jest-environment node */
import { createPlatformClient } from '@/lib/api/client';
import { PlatformApiError } from '@/lib/api/errors';

const consent = {
  consentId: '8a6e0804-2bd0-4672-b79d-d97027f50a42',
  accepted: true,
  version: 1,
  options: { essentials: true as const, performanceFunctional: false, marketing: true },
  createdAt: '2026-11-22T07:00:00.000Z',
  updatedAt: '2026-11-22T07:00:00.000Z',
};

function fakeFetch(status: number, body: unknown) {
  return jest.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('createPlatformClient', () => {
  it('calls the spec path under the base with the Bearer token and JSON body', async () => {
    const fetch = fakeFetch(200, consent);
    const client = createPlatformClient({ baseUrl: 'http://platform.test/api/', token: 'tkn', fetch });
    const body = { consentId: consent.consentId, accepted: true, version: 1, options: consent.options };
    await expect(client.cookieConsent.save(body)).resolves.toEqual(consent);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://platform.test/api/v1/player/cookies/consent');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tkn');
    expect(JSON.parse(init?.body as string)).toEqual(body);
  });

  it('encodes query parameters', async () => {
    const fetch = fakeFetch(200, consent);
    await createPlatformClient({ baseUrl: '/api', fetch }).cookieConsent.get(consent.consentId);
    expect(fetch.mock.calls[0][0]).toBe(`/api/v1/player/cookies/consent?consentId=${consent.consentId}`);
  });

  it('turns an error answer into a PlatformApiError with code and field errors', async () => {
    const fieldError = { objectName: 'cookieConsent', field: 'version', rejectedValue: 'x', status: 400, message: 'bad', code: 'invalid_type' };
    const fetch = fakeFetch(400, { status: 400, code: 'error.request.validation', message: 'invalid', fieldErrors: [fieldError] });
    const error = await createPlatformClient({ baseUrl: '/api', fetch })
      .cookieConsent.get(consent.consentId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 400, code: 'error.request.validation', fieldErrors: [fieldError], forcesLogout: false });
  });

  it('keeps the additionalInfo an error answer carries (identity-and-account §8: the days of a timeout)', async () => {
    const fetch = fakeFetch(403, {
      status: 403,
      code: 'error.timeout.in.progress',
      message: 'x',
      additionalInfo: { days: 3, until: '2026-12-01T00:00:00.000Z' },
    });
    const error = await createPlatformClient({ baseUrl: '/api', fetch })
      .identity.accessContext()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'error.timeout.in.progress', additionalInfo: { days: 3, until: '2026-12-01T00:00:00.000Z' } });
  });

  it('marks 401 and 403 as forcing logout, and survives a non-JSON error body', async () => {
    const fetch = jest.fn(async () => new Response('<html>denied</html>', { status: 403, statusText: 'Forbidden' }));
    const error = (await createPlatformClient({ baseUrl: '/api', fetch })
      .health()
      .catch((e: unknown) => e)) as PlatformApiError;
    expect(error.forcesLogout).toBe(true);
    expect(error.code).toBe('error.request.failed');
  });

  it('refuses an answer that does not match the contract', async () => {
    const fetch = fakeFetch(200, { status: 'fine' });
    await expect(createPlatformClient({ baseUrl: '/api', fetch }).health()).rejects.toMatchObject({ code: 'error.platform.unexpected_response' });
  });

  it('reads jackpot amounts with the spec query, uncached by default and with a data-cache lifetime when asked', async () => {
    const answer = { data: [{ gameId: 'casino-dune-bloom', currency: 'EUR', amount: 5002000, updatedAt: '2026-11-23T00:00:00.000Z' }] };
    const fetch = fakeFetch(200, answer);
    await expect(createPlatformClient({ baseUrl: '/api', fetch }).jackpots.amounts(['casino-dune-bloom', 'casino-coral'])).resolves.toEqual(answer);
    expect(fetch.mock.calls[0][0]).toBe('/api/v1/gaming/jackpotamount?gameIds=casino-dune-bloom%2Ccasino-coral&siteId=1');
    expect(fetch.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
    await createPlatformClient({ baseUrl: '/api', fetch, revalidate: 30 }).jackpots.amounts(['a']);
    const init = fetch.mock.calls[1][1] as RequestInit & { next?: unknown };
    expect(init.cache).toBeUndefined();
    expect(init.next).toEqual({ revalidate: 30 });
  });

  it('refuses a jackpot answer with a fractional amount (minor units are integers)', async () => {
    const fetch = fakeFetch(200, { data: [{ gameId: 'a', currency: 'EUR', amount: 10.5, updatedAt: 'x' }] });
    await expect(createPlatformClient({ baseUrl: '/api', fetch }).jackpots.amounts(['a'])).rejects.toMatchObject({
      code: 'error.platform.unexpected_response',
    });
  });
});
