import { GET } from '@/app/api/v1/player/wallet/lastPlayedGames/route';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { callSeamless, CASINO_GAME, fund, LIVE_GAME, openSession, txId } from './support';

const database = useTestDatabase();
const OTHER_SLOT = 'casino-dune-bloom';

type Answer = {
  status: number;
  body: { data?: { gameId: string; lobbyPageType: string; lastPlayedAt: string; game: { id: string } }[]; code?: string; fieldErrors?: { field: string }[] };
};

async function lastPlayed(playerId: number | null, query = ''): Promise<Answer> {
  const headers: Record<string, string> = playerId === null ? {} : { authorization: `Bearer ${await identityTokenFor(playerId)}` };
  const response = await GET(apiRequest(`/v1/player/wallet/lastPlayedGames${query}`, { headers }));
  return { status: response.status, body: await readJson(response) };
}

/** A real-money bet through the seamless wallet, as a provider sends it; returns its transaction id. */
async function bet(token: string, gameId: string, amount = 100): Promise<string> {
  const transactionId = txId('bet');
  const reply = await callSeamless('bet', { token, transactionId, roundId: txId('round'), gameId, amount });
  expect(reply.status).toBe(200);
  return transactionId;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('GET /api/v1/player/wallet/lastPlayedGames', () => {
  it('lists the games of the player’s real-money bets, most recent first, without rolled-back bets', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    await fund(db, playerId, 100_000n);
    expect(await lastPlayed(playerId)).toEqual({ status: 200, body: { data: [] } });

    const slot = await openSession(db, playerId, CASINO_GAME);
    const live = await openSession(db, playerId, LIVE_GAME);
    const other = await openSession(db, playerId, OTHER_SLOT);
    await bet(slot.token, CASINO_GAME);
    await pause();
    await bet(live.token, LIVE_GAME);
    await pause();
    const voided = await bet(other.token, OTHER_SLOT);
    const rollback = await callSeamless('rollback', { token: other.token, transactionId: txId('rb'), originalTransactionId: voided, roundId: 'unused' });
    expect(rollback.status).toBeLessThan(500);

    let answer = await lastPlayed(playerId);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map(({ gameId, lobbyPageType }) => ({ gameId, lobbyPageType }))).toEqual([
      { gameId: LIVE_GAME, lobbyPageType: 'liveCasino' },
      { gameId: CASINO_GAME, lobbyPageType: 'casino' },
    ]);
    expect(answer.body.data?.[0].game.id).toBe(LIVE_GAME);

    // Another bet on the slot moves it to the front; limit cuts the list.
    await pause();
    await bet(slot.token, CASINO_GAME);
    answer = await lastPlayed(playerId, '?limit=1');
    expect(answer.body.data?.map((entry) => entry.gameId)).toEqual([CASINO_GAME]);
  });

  it('shows only the caller’s bets; 401 anonymous; 400 for a bad limit', async () => {
    const { db } = database().handle;
    const alice = await insertPlayer(db, 'alice@example.com');
    const bob = await insertPlayer(db, 'bob@example.com');
    await fund(db, alice, 10_000n);
    await bet((await openSession(db, alice, CASINO_GAME)).token, CASINO_GAME);
    expect((await lastPlayed(alice)).body.data?.map((entry) => entry.gameId)).toEqual([CASINO_GAME]);
    expect(await lastPlayed(bob)).toEqual({ status: 200, body: { data: [] } });
    expect(await lastPlayed(null)).toMatchObject({ status: 401, body: { code: 'error.unauthorized' } });
    const bad = await lastPlayed(alice, '?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.[0].field).toBe('limit');
    expect((await lastPlayed(alice, '?playerId=2')).status).toBe(400);
  });
});
