import { sql } from 'drizzle-orm';
import { POST as seamlessRoute } from '@/app/api/v1/seamless/[provider]/[action]/route';
import { POST as openSessionRoute } from '@/app/api/v1/harbour-games/session/route';
import { POST as playRoundRoute } from '@/app/api/v1/harbour-games/round/route';
import { GET as latestWinners } from '@/app/api/v1/player/wallet/latest-winners/route';
import type { Rng } from '@/lib/games/engines/rng';
import { JACKPOT_TRIGGER_UNITS } from '@/lib/jackpots/policy';
import { executeRows } from '@/server/db/execute-rows';
import { playHarbourRound } from '@/server/domains/harbour-games/play-harbour-round';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { apiRequest, readJson } from '../support/http';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { balanceOf, HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { walletClient } from '../wallet/support';

// The built-in game's jackpot draw (lib/jackpots/policy.ts drawsJackpot) on a catalogue jackpot game, through the
// real seamless-wallet route; the Rng seam forces the draw.
const database = useTestDatabase();
/** A jackpot slot of the demo catalogue (pragmaticplay, jackpotSeed 5,068,000 EUR minor units). */
const GAME = { id: 'casino-the-frosted-sextant', provider: 'pragmaticplay', seed: 5_068_000 };

const routeFetch = (async (url: string, init: RequestInit) => {
  const [provider, action] = new URL(url).pathname.split('/').slice(-2);
  return seamlessRoute(new Request(url, init), { params: Promise.resolve({ provider, action }) });
}) as unknown as typeof fetch;
const options = { fetch: routeFetch, baseUrl: 'http://localhost/api' };

/** Every draw of the round answers `pick(max)`: stops for the reels, then the jackpot draw below 10,000,000. */
const forced = (pick: (max: number) => number): Rng => ({ int: pick });
const draws: number[] = [];
const recording = (pick: (max: number) => number): Rng => ({ int: (max) => (draws.push(max), pick(max)) });

async function potAmount(): Promise<number | null> {
  const rows = await executeRows<{ amount: string }>(
    database().handle.db,
    sql`select amount::text from jackpots where game_id = ${GAME.id} and currency = 'EUR'`,
  );
  return rows[0] ? Number(rows[0].amount) : null;
}

async function fundedSession(email: string, amount: bigint) {
  const { db } = database().handle;
  const playerId = await insertPlayer(db, email);
  await creditDeposit(db, { playerId, amount, providerReference: `jackpot-round-${email}` });
  const session = await openGameSession(db, { playerId, provider: GAME.provider, gameId: GAME.id, currency: 'EUR', channel: 'desktop', ipAddress: null });
  return { db, playerId, token: session.token };
}

describe('Harbour Games jackpot rounds', () => {
  it('contributes 1 % of each real stake and draws the jackpot once per round, after the outcome', async () => {
    const { db, token, playerId } = await fundedSession('hg-jp-miss@example.com', 100_000n);
    draws.length = 0;
    const result = await playHarbourRound(
      { ticket: token, gameId: GAME.id, moneyMode: 'real', stake: 1_000 },
      { ...options, rng: recording((max) => max - 1) },
    );
    expect(result.jackpotWin).toBeUndefined();
    // Five reel stops, then the jackpot draw.
    expect(draws).toEqual([28, 28, 28, 28, 28, JACKPOT_TRIGGER_UNITS]);
    expect(await potAmount()).toBe(GAME.seed + 10);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(BigInt(100_000 - 1_000 + result.win));
  });

  it('pays the whole pot on a forced jackpot, resets it to the seed, and shows it in the history and the winners feed', async () => {
    const { db, token, playerId } = await fundedSession('hg-jp-hit@example.com', 100_000n);
    const result = await playHarbourRound({ ticket: token, gameId: GAME.id, moneyMode: 'real', stake: 2_000 }, { ...options, rng: forced(() => 0) });
    const pot = GAME.seed + 20;
    expect(result.jackpotWin).toBe(pot);
    expect(result.balance).toBe(100_000 - 2_000 + result.win + pot);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(BigInt(result.balance));
    expect(await potAmount()).toBe(GAME.seed);
    expect(await readInvariants(db)).toEqual(HEALTHY);

    const history = (await walletClient(playerId).transactions()).body.transactions as { type: string; amount: number }[];
    expect(history[0]).toMatchObject({ type: 'WIN', amount: result.win + pot });
    const feed = await readJson<{ winners: { amount: number; gameId: string }[] }>(
      await latestWinners(apiRequest('/v1/player/wallet/latest-winners?siteId=1&currency=EUR')),
    );
    expect(feed.winners[0]).toMatchObject({ amount: result.win + pot, gameId: GAME.id });
  });

  it('never plays for the pot in fun mode: no draw, no contribution, no pot touched', async () => {
    const opened = await openSessionRoute(
      apiRequest('/v1/harbour-games/session', { method: 'POST', body: { ticket: 'demo-ticket-0123456789', gameId: GAME.id, moneyMode: 'fun' } }),
    );
    const session = await readJson<{ funState: string }>(opened);
    const before = await potAmount();
    draws.length = 0;
    const result = await playHarbourRound(
      { ticket: 'demo-ticket-0123456789', gameId: GAME.id, moneyMode: 'fun', stake: 5_000, funState: session.funState },
      { rng: recording(() => 0) },
    );
    expect(result.jackpotWin).toBeUndefined();
    expect(draws).toEqual([28, 28, 28, 28, 28]);
    expect(await potAmount()).toBe(before);
    const round = await playRoundRoute(
      apiRequest('/v1/harbour-games/round', {
        method: 'POST',
        body: { ticket: 'demo-ticket-0123456789', gameId: GAME.id, moneyMode: 'fun', stake: 100, funState: result.funState },
      }),
    );
    expect(round.status).toBe(200);
    expect(await potAmount()).toBe(before);
    const operations = await executeRows<{ n: number }>(database().handle.db, sql`select count(*)::int as n from ledger_operations`);
    expect(Number(operations[0].n)).toBe(0);
  });
});

describe('a jackpot drawn on a session that plays for no pot', () => {
  it('still pays the base game: the refused jackpot win is sent again without the flag', async () => {
    const { db, token, playerId } = await fundedSession('hg-jp-nopot@example.com', 100_000n);
    // As for a session opened before the game became a jackpot game.
    await executeRows(db, sql`update game_sessions set jackpot_id = null where player_id = ${playerId}`);
    const before = await potAmount();
    const result = await playHarbourRound(
      { ticket: token, gameId: GAME.id, moneyMode: 'real', stake: 1_000 },
      { ...options, rng: forced((max) => (max === JACKPOT_TRIGGER_UNITS ? 0 : 3)) },
    );
    expect(result.jackpotWin).toBeUndefined();
    expect(result.win).toBeGreaterThan(0);
    expect(result.balance).toBe(100_000 - 1_000 + result.win);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(BigInt(result.balance));
    expect(await potAmount()).toBe(before);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });
});
