import { POST as playRoundRoute } from '@/app/api/v1/harbour-games/round/route';
import { POST as seamlessRoute } from '@/app/api/v1/seamless/[provider]/[action]/route';
import { openHarbourSession } from '@/server/domains/harbour-games/open-harbour-session';
import { playHarbourRound } from '@/server/domains/harbour-games/play-harbour-round';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { apiRequest } from '../support/http';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { balanceOf, HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { walletClient } from '../wallet/support';

// Real rounds of the built-in game through the real seamless-wallet route: the game server's HTTP client is
// pointed at the route handler (same signed bytes, same status codes), so money moves in the ledger.
const database = useTestDatabase();
const SLOT = { id: 'casino-anchor-drop', provider: 'softswiss' };
const ROULETTE = { id: 'live-boardwalk-roulette', provider: 'evolution' };
const DERBY = { id: 'virtual-harbour-derby', provider: 'tidalvirtuals' };
/** An Rng that answers from a script: [70, 0, 0, 0, 0, 0] on the horse card finishes 3-1-2-4-5-6. */
const scripted = (answers: number[]) => ({ int: () => answers.shift() ?? 0 });

const routeFetch = (async (url: string, init: RequestInit) => {
  const [provider, action] = new URL(url).pathname.split('/').slice(-2);
  return seamlessRoute(new Request(url, init), { params: Promise.resolve({ provider, action }) });
}) as unknown as typeof fetch;
const options = { fetch: routeFetch, baseUrl: 'http://localhost/api' };

let deposits = 0;
async function fundedSession(email: string, amount: bigint, game: { id: string; provider: string }) {
  const { db } = database().handle;
  const playerId = await insertPlayer(db, email);
  deposits += 1;
  if (amount > 0n) await creditDeposit(db, { playerId, amount, providerReference: `harbour-test-${process.pid}-${deposits}` });
  const session = await openGameSession(db, {
    playerId,
    provider: game.provider,
    gameId: game.id,
    currency: 'EUR',
    channel: 'desktop',
    ipAddress: '203.0.113.7',
  });
  return { db, playerId, token: session.token };
}

type HistoryRow = { type: string; amount: number; balanceAfterTransaction: number; category: string };
const history = async (playerId: number) => (await walletClient(playerId).transactions()).body.transactions as HistoryRow[];

describe('Harbour Games real rounds through the seamless-wallet API', () => {
  it('opens the session with the wallet balance in the session currency', async () => {
    const { token } = await fundedSession('hg-open@example.com', 2_500n, SLOT);
    expect(await openHarbourSession({ ticket: token, gameId: SLOT.id, moneyMode: 'real' }, options)).toEqual({
      moneyMode: 'real',
      engine: 'slot',
      balance: 2_500,
      currency: 'EUR',
    });
  });

  it('moves the ledger balance by stake and win on every slot round and lists BET and WIN in the history', async () => {
    const { db, token, playerId } = await fundedSession('hg-slot@example.com', 10_000n, SLOT);
    let expected = 10_000;
    let wins = 0;
    // node:crypto decides (as in production); the WIN leg is pinned down by the roulette case below.
    for (let round = 0; round < 4; round += 1) {
      const result = await playHarbourRound({ ticket: token, gameId: SLOT.id, moneyMode: 'real', stake: 100 }, options);
      expected += result.win - 100;
      if (result.win > 0) wins += 1;
      expect(result.balance).toBe(expected);
      expect(result.currency).toBe('EUR');
    }
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(BigInt(expected));
    const rows = await history(playerId);
    expect(rows.filter((row) => row.type === 'BET')).toHaveLength(4);
    expect(rows.filter((row) => row.type === 'BET').every((row) => row.amount === -100 && row.category === 'CASINO')).toBe(true);
    expect(rows.filter((row) => row.type === 'WIN')).toHaveLength(wins);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('pays a winning roulette bet through a WIN and books it under LIVE_CASINO', async () => {
    const { db, token, playerId } = await fundedSession('hg-roulette@example.com', 1_000n, ROULETTE);
    const result = await playHarbourRound(
      { ticket: token, gameId: ROULETTE.id, moneyMode: 'real', stake: 100, bet: { kind: 'straight', number: 0 } },
      { ...options, rng: { int: () => 0 } },
    );
    expect(result).toMatchObject({ win: 3_600, balance: 4_500, currency: 'EUR' });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(4_500n);
    const rows = await history(playerId);
    expect(rows.slice(0, 2).map((row) => [row.type, row.amount, row.category])).toEqual([
      ['WIN', 3_600, 'LIVE_CASINO'],
      ['BET', -100, 'LIVE_CASINO'],
    ]);
  });

  it('pays a winning race bet stake x price through a WIN and books both legs under VIRTUAL_SPORTS', async () => {
    const { db, token, playerId } = await fundedSession('hg-race-win@example.com', 1_000n, DERBY);
    const result = await playHarbourRound(
      { ticket: token, gameId: DERBY.id, moneyMode: 'real', stake: 100, bet: { kind: 'win', runner: 3 } },
      { ...options, rng: scripted([70, 0, 0, 0, 0, 0]) },
    );
    expect(result).toMatchObject({
      win: 500,
      balance: 1_400,
      currency: 'EUR',
      outcome: { engine: 'race', bet: { kind: 'win', runner: 3 }, order: [3, 1, 2, 4, 5, 6] },
    });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_400n);
    const rows = await history(playerId);
    expect(rows.slice(0, 2).map((row) => [row.type, row.amount, row.category])).toEqual([
      ['WIN', 500, 'VIRTUAL_SPORTS'],
      ['BET', -100, 'VIRTUAL_SPORTS'],
    ]);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('takes only the stake when the backed runner does not win', async () => {
    const { db, token, playerId } = await fundedSession('hg-race-lose@example.com', 1_000n, DERBY);
    const result = await playHarbourRound(
      { ticket: token, gameId: DERBY.id, moneyMode: 'real', stake: 250, bet: { kind: 'win', runner: 6 } },
      { ...options, rng: scripted([0, 0, 0, 0, 0, 0]) },
    );
    expect(result).toMatchObject({ win: 0, balance: 750, outcome: { order: [1, 2, 3, 4, 5, 6] } });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(750n);
    expect((await history(playerId)).map((row) => row.type).filter((type) => type !== 'DEPOSIT')).toEqual(['BET']);
  });

  it('refuses a bad race bet (400) before the wallet is called: no bet is booked', async () => {
    const { db, token, playerId } = await fundedSession('hg-race-bad@example.com', 1_000n, DERBY);
    for (const [bet, code] of [
      [{ kind: 'win', runner: 0 }, 'error.request.validation'],
      [{ kind: 'straight', number: 3 }, 'error.game.stake.invalid'],
      [undefined, 'error.game.stake.invalid'],
    ] as const) {
      const response = await playRoundRoute(
        apiRequest('/v1/harbour-games/round', { method: 'POST', body: { ticket: token, gameId: DERBY.id, moneyMode: 'real', stake: 100, bet } }),
      );
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, code]);
    }
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(1_000n);
    expect((await history(playerId)).filter((row) => row.type === 'BET')).toHaveLength(0);
  });

  it('refuses a stake above the balance with error.game.insufficient_funds and moves nothing', async () => {
    const { db, token, playerId } = await fundedSession('hg-poor@example.com', 50n, SLOT);
    await expect(playHarbourRound({ ticket: token, gameId: SLOT.id, moneyMode: 'real', stake: 100 }, options)).rejects.toMatchObject({
      code: 'error.game.insufficient_funds',
      status: 402,
    });
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(50n);
    expect((await history(playerId)).filter((row) => row.type === 'BET')).toHaveLength(0);
  });

  it('refuses an unknown ticket with error.game.ticket.invalid', async () => {
    await expect(openHarbourSession({ ticket: 'not-a-real-game-session-token-xyz', gameId: SLOT.id, moneyMode: 'real' }, options)).rejects.toMatchObject({
      code: 'error.game.ticket.invalid',
    });
  });

  it('refuses a ticket opened for another provider (the seamless API checks the session provider)', async () => {
    const { token } = await fundedSession('hg-other@example.com', 1_000n, SLOT);
    await expect(playHarbourRound({ ticket: token, gameId: ROULETTE.id, moneyMode: 'real', stake: 100, bet: { kind: 'red' } }, options)).rejects.toMatchObject({
      code: 'error.game.ticket.invalid',
    });
  });
});
