import { connectWalletSocket } from '@/lib/wallet/wallet-socket-connection';
import type { LiveBody } from '@/lib/wallet/live-events';

/** A WebSocket double the test drives: open, deliver, drop. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

const balanceMap = { currency: 'EUR', mainBalance: 500, lockedBalance: 0, sportsBonus: 0, casinoBonus: 0, liveCasinoBonus: 0, totalBalance: 500 };

function start(fetchToken: () => Promise<string | null> = async () => 'tok') {
  const bodies: LiveBody[] = [];
  const log = jest.fn();
  const stop = connectWalletSocket({
    fetchToken,
    onBody: (body) => bodies.push(body),
    urlFor: (token) => `ws://test/ws?token=${token}`,
    createSocket: (url) => new FakeSocket(url),
    log,
  });
  return { bodies, log, stop };
}

// Lets the token promise settle under fake timers.
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => jest.useRealTimers());

describe('connectWalletSocket', () => {
  it('fetches the token first, then connects with it in the query', async () => {
    const fetchToken = jest.fn(async () => 'abc');
    start(fetchToken);
    expect(FakeSocket.all).toHaveLength(0);
    await settle();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all.map((socket) => socket.url)).toEqual(['ws://test/ws?token=abc']);
  });

  it('does not connect and logs nothing when the token request answers 401 (no session)', async () => {
    const { log } = start(async () => null);
    await settle();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('sends a text ping every 20 s while open, and stops on close', async () => {
    const { stop } = start();
    await settle();
    const socket = FakeSocket.all[0];
    jest.advanceTimersByTime(20_000);
    expect(socket.sent).toEqual([]);
    socket.open();
    jest.advanceTimersByTime(19_999);
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(40_000);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
    stop();
    expect(socket.closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    expect(socket.sent).toHaveLength(3);
  });

  it('hands WALLET_BALANCE, PLAYER_ATTRIBUTE_CHANGE and PLAYER_LOYALTY_LEVEL bodies on; ignores ping/pong; logs junk only', async () => {
    const { bodies, log } = start();
    await settle();
    const socket = FakeSocket.all[0];
    socket.open();
    socket.receive('pong');
    socket.receive('ping');
    expect(log).not.toHaveBeenCalled();
    socket.receive('not json');
    socket.receive(JSON.stringify({ body: { type: 'SOMETHING_ELSE' } }));
    expect(log).toHaveBeenCalledTimes(2);
    socket.receive(JSON.stringify({ body: { type: 'WALLET_BALANCE', balanceMap } }));
    socket.receive(JSON.stringify({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { kycStatus: 'VERIFIED' } } }));
    socket.receive(JSON.stringify({ body: { type: 'PLAYER_LOYALTY_LEVEL', playerId: 4, level: 2, levelName: 'Silver' } }));
    expect(bodies).toEqual([
      { type: 'WALLET_BALANCE', balanceMap },
      { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { kycStatus: 'VERIFIED' } },
      { type: 'PLAYER_LOYALTY_LEVEL', playerId: 4, level: 2, levelName: 'Silver' },
    ]);
  });

  it('reconnects 3 s after a drop with a fresh token, up to 10 times, then logs max attempts exceeded', async () => {
    let issued = 0;
    const fetchToken = jest.fn(async () => `t${(issued += 1)}`);
    const { log } = start(fetchToken);
    await settle();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      FakeSocket.all.at(-1)?.drop();
      jest.advanceTimersByTime(2_999);
      await settle();
      expect(FakeSocket.all).toHaveLength(attempt);
      jest.advanceTimersByTime(1);
      await settle();
      expect(FakeSocket.all).toHaveLength(attempt + 1);
    }
    expect(fetchToken).toHaveBeenCalledTimes(11);
    expect(log).not.toHaveBeenCalledWith('[wallet socket] max attempts exceeded');
    FakeSocket.all.at(-1)?.drop();
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(FakeSocket.all).toHaveLength(11);
    expect(log).toHaveBeenCalledWith('[wallet socket] max attempts exceeded');
  });

  it('counts attempts from the last successful open', async () => {
    const { log } = start();
    await settle();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 9; attempt += 1) {
        FakeSocket.all.at(-1)?.drop();
        jest.advanceTimersByTime(3_000);
        await settle();
      }
      FakeSocket.all.at(-1)?.open();
    }
    expect(FakeSocket.all).toHaveLength(28);
    expect(log).not.toHaveBeenCalled();
  });

  it('retries a failed token request like a drop, and never reconnects after stop', async () => {
    let fail = true;
    const { log, stop } = start(async () => {
      if (fail) throw new Error('network');
      return 'ok';
    });
    await settle();
    expect(log).toHaveBeenCalledWith('[wallet socket] could not get a socket token', expect.any(Error));
    fail = false;
    jest.advanceTimersByTime(3_000);
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    stop();
    FakeSocket.all[0].drop();
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
  });
});
