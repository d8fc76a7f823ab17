import { sql } from 'drizzle-orm';
import { POST as openSession } from '@/app/api/v1/harbour-games/session/route';
import { POST as playRound } from '@/app/api/v1/harbour-games/round/route';
import { raceCardFor } from '@/lib/games/engines/race';
import { executeRows } from '@/server/db/execute-rows';
import { apiRequest, readJson } from '../support/http';
import { useTestDatabase } from '../support/setup';

const database = useTestDatabase();

// From the demo catalogue: a slot (softswiss, EUR 0.25-50.00) and a live roulette table (evolution).
const SLOT = 'casino-anchor-drop';
const ROULETTE = 'live-boardwalk-roulette';
// Virtual races (tidalvirtuals): a horse race and a greyhound race, each on its own card.
const DERBY = 'virtual-harbour-derby';
const DOGS = 'virtual-dockside-dogs';
const TICKET = 'demo-ticket-0123456789';

type Session = { moneyMode: string; engine: string; balance: number; currency: string; funState: string };
type Round = { roundId: string; stake: number; win: number; balance: number; currency: string; funState: string; outcome: Record<string, unknown> };
type ErrorAnswer = { status: number; code: string; fieldErrors?: { field: string }[] };

const post = (handler: (request: Request) => Promise<Response>, path: string, body: unknown) => handler(apiRequest(path, { method: 'POST', body }));
const ledgerRows = async () => Number((await executeRows<{ n: number }>(database().handle.db, sql`select count(*)::int as n from ledger_operations`))[0].n);

async function startFun(gameId: string): Promise<Session> {
  const response = await post(openSession, '/v1/harbour-games/session', { ticket: TICKET, gameId, moneyMode: 'fun' });
  expect(response.status).toBe(200);
  return readJson<Session>(response);
}

describe('Harbour Games in fun mode', () => {
  it('opens a session with 1,000.00 fun credits and the engine for the game type', async () => {
    expect(await startFun(SLOT)).toEqual(expect.objectContaining({ moneyMode: 'fun', engine: 'slot', balance: 100_000, currency: 'FUN' }));
    expect(await startFun(ROULETTE)).toEqual(expect.objectContaining({ engine: 'roulette' }));
  });

  it('plays slot rounds on the signed balance: balance = previous - stake + win, never touching the ledger', async () => {
    let state = await startFun(SLOT);
    let balance = state.balance;
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await post(playRound, '/v1/harbour-games/round', {
        ticket: TICKET,
        gameId: SLOT,
        moneyMode: 'fun',
        stake: 100,
        funState: state.funState,
      });
      expect(response.status).toBe(200);
      const round = await readJson<Round>(response);
      expect(round.balance).toBe(balance - 100 + round.win);
      expect(round.win % 10).toBe(0);
      expect(round.outcome).toEqual(expect.objectContaining({ engine: 'slot', grid: expect.any(Array), stops: expect.any(Array) }));
      ids.add(round.roundId);
      balance = round.balance;
      state = { ...state, funState: round.funState };
    }
    expect(ids.size).toBe(5);
    expect(await ledgerRows()).toBe(0);
  });

  it('plays a roulette bet and pays it by the paytable', async () => {
    const state = await startFun(ROULETTE);
    const response = await post(playRound, '/v1/harbour-games/round', {
      ticket: TICKET,
      gameId: ROULETTE,
      moneyMode: 'fun',
      stake: 100,
      bet: { kind: 'red' },
      funState: state.funState,
    });
    const round = await readJson<Round>(response);
    expect(response.status).toBe(200);
    const pocket = round.outcome.pocket as number;
    expect(round.win).toBe(round.outcome.colour === 'red' ? 200 : 0);
    expect(pocket).toBeGreaterThanOrEqual(0);
    expect(pocket).toBeLessThan(37);
  });

  it('plays race rounds on the signed balance and pays stake x price when the backed runner wins, never touching the ledger', async () => {
    for (const [gameId, gameType] of [
      [DERBY, 'horseRacing'],
      [DOGS, 'greyhoundRacing'],
    ] as const) {
      let state = await startFun(gameId);
      expect(state.engine).toBe('race');
      let balance = state.balance;
      for (let runner = 1; runner <= 6; runner += 1) {
        const response = await post(playRound, '/v1/harbour-games/round', {
          ticket: TICKET,
          gameId,
          moneyMode: 'fun',
          stake: 100,
          bet: { kind: 'win', runner },
          funState: state.funState,
        });
        expect(response.status).toBe(200);
        const round = await readJson<Round>(response);
        const order = round.outcome.order as number[];
        expect(round.outcome).toEqual({ engine: 'race', bet: { kind: 'win', runner }, order: expect.any(Array) });
        expect([...order].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(round.win).toBe(order[0] === runner ? 100 * raceCardFor(gameType)[runner - 1]!.odds : 0);
        expect(round.balance).toBe(balance - 100 + round.win);
        balance = round.balance;
        state = { ...state, funState: round.funState };
      }
    }
    expect(await ledgerRows()).toBe(0);
  });

  it('refuses a race round without a win bet or with a table bet, and a win bet anywhere but a race (400)', async () => {
    const race = await startFun(DERBY);
    const roulette = await startFun(ROULETTE);
    const slot = await startFun(SLOT);
    const cases: [Record<string, unknown>, string][] = [
      [{ gameId: DERBY, funState: race.funState }, 'error.game.stake.invalid'],
      [{ gameId: DERBY, funState: race.funState, bet: { kind: 'red' } }, 'error.game.stake.invalid'],
      [{ gameId: ROULETTE, funState: roulette.funState, bet: { kind: 'win', runner: 1 } }, 'error.game.stake.invalid'],
      [{ gameId: SLOT, funState: slot.funState, bet: { kind: 'win', runner: 1 } }, 'error.game.stake.invalid'],
      [{ gameId: DERBY, funState: race.funState, bet: { kind: 'win', runner: 7 } }, 'error.request.validation'],
      [{ gameId: DERBY, funState: race.funState, bet: { kind: 'place', runner: 1 } }, 'error.request.validation'],
    ];
    for (const [extra, code] of cases) {
      const response = await post(playRound, '/v1/harbour-games/round', { ticket: TICKET, moneyMode: 'fun', stake: 100, ...extra });
      expect([response.status, (await readJson<ErrorAnswer>(response)).code]).toEqual([400, code]);
    }
    expect(await ledgerRows()).toBe(0);
  });

  it('refuses a forged, foreign or missing fun balance (401 error.game.ticket.invalid)', async () => {
    const { funState } = await startFun(SLOT);
    const [payload, signature] = funState.split('.');
    const richer = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), b: 99_999_999 })).toString('base64url');
    for (const body of [{ ticket: TICKET, funState: `${richer}.${signature}` }, { ticket: 'another-demo-ticket-xyz', funState }, { ticket: TICKET }]) {
      const response = await post(playRound, '/v1/harbour-games/round', { gameId: SLOT, moneyMode: 'fun', stake: 100, ...body });
      expect(response.status).toBe(401);
      expect((await readJson<ErrorAnswer>(response)).code).toBe('error.game.ticket.invalid');
    }
  });

  it('refuses stakes the game does not take, more than the balance, and unknown games', async () => {
    const { funState } = await startFun(SLOT);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ stake: 105 }, 400, 'error.game.stake.invalid'], // not a multiple of the 10 lines
      [{ stake: 5 }, 400, 'error.game.stake.invalid'], // under every limit
      [{ stake: 100, bet: { kind: 'red' } }, 400, 'error.game.stake.invalid'], // a slot takes no table bet
      [{ stake: 5_000 * 100 }, 400, 'error.game.stake.invalid'],
      [{ stake: 100, gameId: 'casino-no-such-game' }, 404, 'error.game.not_found'],
    ];
    for (const [extra, status, code] of cases) {
      const response = await post(playRound, '/v1/harbour-games/round', { ticket: TICKET, gameId: SLOT, moneyMode: 'fun', funState, ...extra });
      expect([response.status, (await readJson<ErrorAnswer>(response)).code]).toEqual([status, code]);
    }
    const roulette = await startFun(ROULETTE);
    const noBet = await post(playRound, '/v1/harbour-games/round', {
      ticket: TICKET,
      gameId: ROULETTE,
      moneyMode: 'fun',
      stake: 100,
      funState: roulette.funState,
    });
    expect(noBet.status).toBe(400);
  });

  it('refuses a stake above the fun balance (402 error.game.insufficient_funds)', async () => {
    const { funState } = await startFun(ROULETTE);
    const response = await post(playRound, '/v1/harbour-games/round', {
      ticket: TICKET,
      gameId: ROULETTE,
      moneyMode: 'fun',
      stake: 100_001,
      bet: { kind: 'odd' },
      funState,
    });
    expect(response.status).toBe(402);
    expect((await readJson<ErrorAnswer>(response)).code).toBe('error.game.insufficient_funds');
  });

  it('answers bad bodies with field errors', async () => {
    const response = await post(playRound, '/v1/harbour-games/round', {
      ticket: 'short',
      gameId: SLOT,
      moneyMode: 'free',
      stake: 1.5,
      bet: { kind: 'straight', number: 37 },
    });
    expect(response.status).toBe(400);
    const body = await readJson<ErrorAnswer>(response);
    expect(body.code).toBe('error.request.validation');
    expect(body.fieldErrors?.map((error) => error.field).sort()).toEqual(expect.arrayContaining(['moneyMode', 'stake', 'ticket']));
  });
});
