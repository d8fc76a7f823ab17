import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as socketTokenRoute } from '@/app/api/v1/player/wallet/socket-token/route';
import { setBalanceChangeListener } from '@/server/domains/ledger/balance-changes';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { MemoryBus } from '@/server/realtime/memory-bus';
import { verifySocketToken } from '@/server/realtime/socket-token';
import { walletBalancePublisher } from '@/server/realtime/wallet-balance-publisher';
import { createWalletSocketServer, type WalletSocketServer } from '@/server/realtime/wallet-socket-server';
import { playerSessions } from '@/server/db/schema';
import { WALLET_SOCKET_PATH } from '@/lib/wallet/live-events';
import { insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { walletClient } from '../wallet/support';
import { isBalance, openSocket, refusedStatus } from './ws-client';

const database = useTestDatabase();

let server: Server;
let sockets: WalletSocketServer;
let base: string;

beforeEach(async () => {
  const bus = new MemoryBus();
  setBalanceChangeListener(walletBalancePublisher(bus));
  sockets = await createWalletSocketServer(bus, verifySocketToken);
  server = createServer((_request, response) => response.writeHead(404).end());
  server.on('upgrade', (request, socket, head) => {
    if (sockets.handles(request)) void sockets.handleUpgrade(request, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${WALLET_SOCKET_PATH}`;
});

afterEach(async () => {
  setBalanceChangeListener(undefined);
  await sockets.close();
  await new Promise((resolve) => server.close(resolve));
});

async function socketTokenFor(playerId: number): Promise<string> {
  const response = await socketTokenRoute(
    apiRequest('/v1/player/wallet/socket-token', { headers: { authorization: `Bearer ${await identityTokenFor(playerId)}` } }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await readJson<{ token: string; expiresIn: number }>(response);
  expect(body.expiresIn).toBe(60);
  return body.token;
}

describe('wallet websocket', () => {
  it('refuses an upgrade without a token, with a bad token, and with an identity token instead of a socket token', async () => {
    const playerId = await insertVerifiedPlayer(database().handle.db, 'a@example.com');
    expect(await refusedStatus(base)).toBe(401);
    expect(await refusedStatus(`${base}?token=not-a-token`)).toBe(401);
    expect(await refusedStatus(`${base}?token=${await identityTokenFor(playerId)}`)).toBe(401);
    const anonymous = await socketTokenRoute(apiRequest('/v1/player/wallet/socket-token'));
    expect(anonymous.status).toBe(401);
  });

  it('refuses a socket token whose session was revoked since it was issued', async () => {
    const playerId = await insertVerifiedPlayer(database().handle.db, 'a@example.com');
    const token = await socketTokenFor(playerId);
    await database().handle.db.update(playerSessions).set({ revokedAt: new Date() });
    expect(await refusedStatus(`${base}?token=${token}`)).toBe(401);
  });

  it("pushes the player's own balance after a deposit and a withdrawal request, answers ping, and tells no one else", async () => {
    const { db } = database().handle;
    const alice = await insertVerifiedPlayer(db, 'alice@example.com');
    const bob = await insertVerifiedPlayer(db, 'bob@example.com');
    const aliceSocket = await openSocket(`${base}?token=${await socketTokenFor(alice)}`);
    const bobSocket = await openSocket(`${base}?token=${await socketTokenFor(bob)}`);
    expect(sockets.connectionCount()).toBe(2);

    aliceSocket.socket.send('ping');
    await aliceSocket.next((text) => text === 'pong');

    await creditDeposit(db, { playerId: alice, amount: 10_000n, providerReference: 'psp-alice-1' });
    const afterDeposit = JSON.parse(await aliceSocket.next(isBalance));
    expect(afterDeposit).toEqual({
      body: {
        type: 'WALLET_BALANCE',
        balanceMap: { currency: 'EUR', mainBalance: 10_000, lockedBalance: 0, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0, totalBalance: 10_000 },
      },
    });

    const withdrawal = await walletClient(alice).requestWithdrawal({ amount: 2_500 }, 'ws-withdraw-1');
    expect(withdrawal.status).toBe(200);
    await aliceSocket.next((text) => isBalance(text) && text.includes('"lockedBalance":2500'));
    const latest = JSON.parse(aliceSocket.messages.filter(isBalance).at(-1) ?? '{}');
    expect(latest.body.balanceMap).toEqual((await walletClient(alice).wallet()).body);

    // Bob's own change arrives on his socket only after Alice's did: nothing of Alice's reached him before.
    await creditDeposit(db, { playerId: bob, amount: 500n, providerReference: 'psp-bob-1' });
    await bobSocket.next(isBalance);
    expect(bobSocket.messages.filter(isBalance).map((text) => JSON.parse(text).body.balanceMap.mainBalance)).toEqual([500]);
    expect(aliceSocket.messages.filter(isBalance)).toHaveLength(2);

    aliceSocket.socket.close();
    bobSocket.socket.close();
  });

  it('publishes nothing for a replayed operation', async () => {
    const { db } = database().handle;
    const alice = await insertVerifiedPlayer(db, 'alice@example.com');
    const aliceSocket = await openSocket(`${base}?token=${await socketTokenFor(alice)}`);
    await creditDeposit(db, { playerId: alice, amount: 100n, providerReference: 'psp-replay' });
    await aliceSocket.next(isBalance);
    await creditDeposit(db, { playerId: alice, amount: 100n, providerReference: 'psp-replay' });
    await creditDeposit(db, { playerId: alice, amount: 7n, providerReference: 'psp-after' });
    await aliceSocket.next((text) => isBalance(text) && text.includes('"mainBalance":107'));
    expect(aliceSocket.messages.filter(isBalance)).toHaveLength(2);
    aliceSocket.socket.close();
  });
});
