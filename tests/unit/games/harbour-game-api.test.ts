/** @jest-environment node */
import { GameApiError, openSession, playRound } from '@/components/harbour-game/game-api';

const TICKET = 'game-session-token-0123456789abcdef';
let calls: Array<{ url: string; init: RequestInit }> = [];

function answer(status: number, body: unknown) {
  calls = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
}

describe('the built-in game client calls the game server through its contracts', () => {
  it('opens a session: POST with the JSON body on the site origin, the answer parsed', async () => {
    answer(200, { moneyMode: 'real', engine: 'slot', balance: 12_345, currency: 'EUR' });
    await expect(openSession({ ticket: TICKET, gameId: 'casino-anchor-drop', moneyMode: 'real' })).resolves.toEqual({
      moneyMode: 'real',
      engine: 'slot',
      balance: 12_345,
      currency: 'EUR',
    });
    expect(calls[0].url).toBe('/api/v1/harbour-games/session');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ ticket: TICKET, gameId: 'casino-anchor-drop', moneyMode: 'real' });
  });

  it('a refusal becomes a GameApiError with its code', async () => {
    answer(402, { status: 402, code: 'error.game.insufficient_funds', message: 'Not enough funds for this stake.' });
    const failure = await playRound({ ticket: TICKET, gameId: 'casino-anchor-drop', moneyMode: 'real', stake: 100 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GameApiError);
    expect((failure as GameApiError).code).toBe('error.game.insufficient_funds');
    expect(calls[0].url).toBe('/api/v1/harbour-games/round');
  });

  it('an answer outside the contract is refused, not shown', async () => {
    answer(200, { roundId: 'r1', stake: 100, win: 0, balance: 900, currency: 'EUR' });
    const failure = await playRound({ ticket: TICKET, gameId: 'casino-anchor-drop', moneyMode: 'real', stake: 100 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GameApiError);
    expect((failure as GameApiError).code).toBe('error.platform.unexpected_response');
  });

  it('no answer at all is a GameApiError without a code', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const failure = await openSession({ ticket: TICKET, gameId: 'casino-anchor-drop', moneyMode: 'fun' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GameApiError);
    expect((failure as GameApiError).code).toBeUndefined();
  });
});
