import { createHmac } from 'node:crypto';
import { playHarbourRound } from '@/server/domains/harbour-games/play-harbour-round';
import { openHarbourSession } from '@/server/domains/harbour-games/open-harbour-session';
import { sandboxSecretForTests } from './sandbox-secret';

// The real-money protocol against a scripted wallet (no database): which calls, in which order, signed how,
// retried how. The same flow against the real seamless routes is in real-round.test.ts.
const SLOT = { id: 'casino-anchor-drop', provider: 'softswiss' };
const ROULETTE = { id: 'live-boardwalk-roulette', provider: 'evolution' };
const TOKEN = 'game-session-token-0123456789abcdef';

type Call = { url: string; body: Record<string, unknown>; signature: string | null };
type Script = (action: string, body: Record<string, unknown>, attempt: number) => Response | Error;

function scriptedWallet(script: Script) {
  const calls: Call[] = [];
  const attempts = new Map<string, number>();
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    const headers = new Headers(init.headers);
    calls.push({ url, body, signature: headers.get('x-signature') });
    const action = url.split('/').pop() as string;
    const key = `${action}:${(body.transactionId ?? body.roundId ?? '') as string}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const answer = script(action, body, attempt);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch, actions: () => calls.map((call) => call.url.split('/').pop()) };
}

const ok = (balance: number) => Response.json({ balance, currency: 'EUR', transactionId: 'x', referenceId: 'txn_1' });
// The wallet's refusals in the platform's error shape (status, code, message), as the seamless API sends them.
const refuse = (status: number, code: string) => Response.json({ status, code, message: code }, { status });
const options = (fetch: typeof globalThis.fetch) => ({ fetch, baseUrl: 'http://wallet.test/api', retryDelaysMs: [1, 1] });
const alwaysWins = { int: () => 0 }; // every reel at stop 0, roulette pocket 0

describe('Harbour Games real rounds through the seamless wallet', () => {
  it('authenticates the ticket for the session view', async () => {
    const wallet = scriptedWallet(() => Response.json({ playerId: 7, currency: 'EUR', balance: 12_345, sessionId: 's' }));
    const session = await openHarbourSession({ ticket: TOKEN, gameId: SLOT.id, moneyMode: 'real' }, options(wallet.fetch));
    expect(session).toEqual({ moneyMode: 'real', engine: 'slot', balance: 12_345, currency: 'EUR' });
    expect(wallet.calls[0].url).toBe(`http://wallet.test/api/v1/seamless/${SLOT.provider}/authenticate`);
    expect(wallet.calls[0].body).toEqual({ token: TOKEN });
  });

  it('sends balance, bet, win (with the bet id) and endround, each signed with the provider secret', async () => {
    const wallet = scriptedWallet((action) => ok(action === 'bet' ? 900 : 2_100));
    const roulette = await playHarbourRound(
      { ticket: TOKEN, gameId: ROULETTE.id, moneyMode: 'real', stake: 100, bet: { kind: 'straight', number: 0 } },
      { ...options(wallet.fetch), rng: alwaysWins },
    );
    expect(wallet.actions()).toEqual(['balance', 'bet', 'win', 'endround']);
    const [, bet, win, end] = wallet.calls;
    expect(bet.body).toEqual({ token: TOKEN, transactionId: `${roulette.roundId}-bet`, roundId: roulette.roundId, gameId: ROULETTE.id, amount: 100 });
    expect(win.body).toEqual({
      token: TOKEN,
      transactionId: `${roulette.roundId}-win`,
      roundId: roulette.roundId,
      gameId: ROULETTE.id,
      amount: 3_600,
      betTransactionId: `${roulette.roundId}-bet`,
    });
    expect(end.body).toEqual({ token: TOKEN, roundId: roulette.roundId });
    for (const call of wallet.calls) {
      expect(call.url.startsWith(`http://wallet.test/api/v1/seamless/${ROULETTE.provider}/`)).toBe(true);
      expect(call.signature).toBe(createHmac('sha256', sandboxSecretForTests(ROULETTE.provider)).update(JSON.stringify(call.body)).digest('hex'));
    }
    expect(roulette).toEqual(expect.objectContaining({ stake: 100, win: 3_600, balance: 2_100, currency: 'EUR' }));
  });

  it('sends no win for a lost round: bet then endround', async () => {
    const wallet = scriptedWallet(() => ok(900));
    const round = await playHarbourRound(
      { ticket: TOKEN, gameId: ROULETTE.id, moneyMode: 'real', stake: 100, bet: { kind: 'red' } },
      { ...options(wallet.fetch), rng: alwaysWins },
    );
    expect(round.win).toBe(0);
    expect(wallet.actions()).toEqual(['balance', 'bet', 'endround']);
  });

  it('retries a bet that got no answer with the same transaction id (idempotent) and plays on', async () => {
    const wallet = scriptedWallet((action, _body, attempt) => (action === 'bet' && attempt === 1 ? new TypeError('fetch failed') : ok(900)));
    const round = await playHarbourRound(
      { ticket: TOKEN, gameId: SLOT.id, moneyMode: 'real', stake: 100 },
      { ...options(wallet.fetch), rng: { int: () => 5 } },
    );
    const bets = wallet.calls.filter((call) => call.url.endsWith('/bet'));
    expect(bets).toHaveLength(2);
    expect(bets[0].body).toEqual(bets[1].body);
    expect(bets[0].body.transactionId).toBe(`${round.roundId}-bet`);
  });

  it('rolls back a bet the wallet never answered and tells the player no round was played', async () => {
    const wallet = scriptedWallet((action) => (action === 'bet' ? Response.json({}, { status: 503 }) : ok(1_000)));
    await expect(playHarbourRound({ ticket: TOKEN, gameId: SLOT.id, moneyMode: 'real', stake: 100 }, options(wallet.fetch))).rejects.toMatchObject({
      code: 'error.game.unavailable',
      status: 503,
    });
    expect(wallet.actions()).toEqual(['balance', 'bet', 'bet', 'bet', 'rollback']);
    const rollback = wallet.calls[4].body;
    expect(rollback.originalTransactionId).toBe(wallet.calls[1].body.transactionId);
  });

  it.each([
    ['error.seamless.insufficient_funds', 402, 'error.game.insufficient_funds'],
    ['error.seamless.limit.reached', 403, 'error.game.limit.reached'],
    ['error.seamless.player.timeout', 403, 'error.game.player.timeout'],
    ['error.seamless.player.excluded', 403, 'error.game.player.excluded'],
    ['error.seamless.access.denied', 403, 'error.game.access.denied'],
    ['error.seamless.session.expired', 401, 'error.game.session.expired'],
  ])('maps a refused bet %s to %s and stops (no retry, no rollback)', async (seamlessCode, status, gameCode) => {
    const wallet = scriptedWallet((action) => (action === 'bet' ? refuse(status, seamlessCode) : ok(1_000)));
    await expect(playHarbourRound({ ticket: TOKEN, gameId: SLOT.id, moneyMode: 'real', stake: 100 }, options(wallet.fetch))).rejects.toMatchObject({
      code: gameCode,
    });
    expect(wallet.actions()).toEqual(['balance', 'bet']);
  });

  it('checks the stake against the bet limit in the session currency before betting', async () => {
    const wallet = scriptedWallet(() => ok(1_000_000));
    // casino-anchor-drop: EUR 0.25-50.00.
    await expect(playHarbourRound({ ticket: TOKEN, gameId: SLOT.id, moneyMode: 'real', stake: 10 }, options(wallet.fetch))).rejects.toMatchObject({
      code: 'error.game.stake.invalid',
    });
    await expect(playHarbourRound({ ticket: TOKEN, gameId: SLOT.id, moneyMode: 'real', stake: 5_010 }, options(wallet.fetch))).rejects.toMatchObject({
      code: 'error.game.stake.invalid',
    });
    expect(wallet.actions()).toEqual(['balance', 'balance']);
  });
});
