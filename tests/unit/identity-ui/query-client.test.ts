import { PlatformApiError } from '@/lib/api/errors';
import { setForcedLogoutHandler } from '@/lib/identity/ui-forced-logout';
import { makeQueryClient } from '@/lib/ui/query-client';

describe('React Query global handler', () => {
  afterEach(() => setForcedLogoutHandler(null));

  it('a query answered 401 forces logout; a 404 does not', async () => {
    const handler = jest.fn();
    setForcedLogoutHandler(handler);
    const client = makeQueryClient();
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new PlatformApiError(404, 'error.not_found', 'x')) }).catch(() => null);
    expect(handler).not.toHaveBeenCalled();
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new PlatformApiError(401, 'error.unauthorized', 'x')) }).catch(() => null);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a mutation marked as an auth-flow call (sign-in) does not force logout on 403', async () => {
    const handler = jest.fn();
    setForcedLogoutHandler(handler);
    const client = makeQueryClient();
    const failing = () => Promise.reject(new PlatformApiError(403, 'error.timeout.in.progress', 'x'));
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing, meta: { authFlow: true } })
      .execute(undefined)
      .catch(() => null);
    expect(handler).not.toHaveBeenCalled();
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing })
      .execute(undefined)
      .catch(() => null);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
