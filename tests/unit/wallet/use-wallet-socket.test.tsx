import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LOYALTY_LEVEL_KEY } from '@/lib/wallet/query-keys';
import { WALLET_BALANCE_QUERY_KEY } from '@/lib/wallet/query-keys';
import { useWalletSocket } from '@/lib/wallet/use-wallet-socket';

type Handlers = {
  onopen: (() => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
};
const sockets: Array<Handlers & { url: string; close: jest.Mock; send: jest.Mock }> = [];
const createSocket = (url: string) => {
  const socket = { url, readyState: 0, onopen: null, onmessage: null, onclose: null, onerror: null, close: jest.fn(), send: jest.fn() };
  sockets.push(socket);
  return socket as unknown as WebSocket;
};
const fetchToken = async () => 'tok';
const options = { fetchToken, createSocket, urlFor: (token: string) => `ws://test/?token=${token}` };

function setup(enabled: boolean) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const view = renderHook(({ on }) => useWalletSocket(on, options), { wrapper, initialProps: { on: enabled } });
  return { client, view };
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => {
  sockets.length = 0;
});

describe('useWalletSocket', () => {
  it('connects only for a signed-in player and closes on sign-out', async () => {
    const { view } = setup(false);
    await flush();
    expect(sockets).toHaveLength(0);
    view.rerender({ on: true });
    await flush();
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://test/?token=tok']);
    view.rerender({ on: false });
    expect(sockets[0].close).toHaveBeenCalledWith(1000);
  });

  it("writes WALLET_BALANCE into ['wallet','balance'], caches the loyalty level, invalidates identity queries on attribute change", async () => {
    const { client } = setup(true);
    await flush();
    const balanceMap = { currency: 'EUR', mainBalance: 700, lockedBalance: 300, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0, totalBalance: 1_000 };
    client.setQueryData(['identity', 'access-context'], { stale: false });
    const socket = sockets[0];
    act(() => {
      socket.onopen?.();
      socket.onmessage?.({ data: JSON.stringify({ body: { type: 'WALLET_BALANCE', balanceMap } }) });
      socket.onmessage?.({ data: JSON.stringify({ body: { type: 'PLAYER_LOYALTY_LEVEL', playerId: 3, level: 5 } }) });
    });
    expect(client.getQueryData(WALLET_BALANCE_QUERY_KEY)).toEqual(balanceMap);
    expect(client.getQueryData(LOYALTY_LEVEL_KEY)).toEqual({ type: 'PLAYER_LOYALTY_LEVEL', playerId: 3, level: 5 });
    expect(client.getQueryState(['identity', 'access-context'])?.isInvalidated).toBe(false);
    act(() => socket.onmessage?.({ data: JSON.stringify({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { status: 'ACTIVE' } } }) }));
    await flush();
    expect(client.getQueryState(['identity', 'access-context'])?.isInvalidated).toBe(true);
  });
});
