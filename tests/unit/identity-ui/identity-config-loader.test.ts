/** @jest-environment node */
import type { loadIdentityConfig as LoadIdentityConfig } from '@/lib/identity/ui-identity-config';

const cognito = { provider: 'cognito', region: 'eu-west-1', userPoolId: 'eu-west-1_AbC123', userPoolClientId: 'client-1' };

// Each test gets a fresh module: the loader keeps its answer for the page's lifetime.
function freshLoader(): typeof LoadIdentityConfig {
  let loader: typeof LoadIdentityConfig | undefined;
  jest.isolateModules(() => {
    loader = (require('@/lib/identity/ui-identity-config') as { loadIdentityConfig: typeof LoadIdentityConfig }).loadIdentityConfig;
  });
  if (!loader) throw new Error('not loaded');
  return loader;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadIdentityConfig', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the identity-config endpoint once per page, letting the HTTP cache answer', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, cognito));
    const load = freshLoader();
    await expect(load()).resolves.toEqual(cognito);
    await expect(load()).resolves.toEqual(cognito);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/v1/player/identity-config', expect.objectContaining({ method: 'GET', cache: 'default' }));
  });

  it('treats an error or an unreadable answer as the platform provider, and keeps that for the page', async () => {
    for (const answer of [json(500, { status: 500, code: 'error.system.error', message: 'x' }), json(200, { provider: 'cognito', userPoolId: '' })]) {
      const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer.clone());
      const load = freshLoader();
      await expect(load()).resolves.toEqual({ provider: 'platform' });
      await load();
      expect(fetch).toHaveBeenCalledTimes(1);
      fetch.mockRestore();
    }
  });

  it('answers the platform provider on a network failure and asks again next time', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(async () => json(200, cognito));
    const load = freshLoader();
    await expect(load()).resolves.toEqual({ provider: 'platform' });
    await expect(load()).resolves.toEqual(cognito);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
