import { sql } from 'drizzle-orm';
import { players } from '@/server/db/schema';
import { executeRows } from '@/server/db/execute-rows';
import { recordRecentGame } from '@/server/domains/games/record-recent-game';
import { insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { idsOf, myGamesClient } from './my-games-support';

const database = useTestDatabase();

// From the demo catalogue. ACES is restricted in DE (and JJ).
const DUNE = 'casino-dune-bloom';
const CORAL = 'casino-coral-seahorse-ways';
const ACES = 'casino-aces-and-faces-carousel';
const BLACKJACK = 'live-boardwalk-blackjack';
const FIELD_ERROR_KEYS = ['code', 'field', 'message', 'objectName', 'rejectedValue', 'status'];

const db = () => database().handle.db;
const favouriteRows = async () =>
  executeRows<{ player_id: number; game_id: string }>(db(), sql`select player_id, game_id from favourite_games order by player_id, game_id`);
const recentRows = async () =>
  executeRows<{ player_id: number; game_id: string }>(db(), sql`select player_id, game_id from recent_games order by player_id, game_id`);

async function insertGermanPlayer(): Promise<number> {
  const [row] = await db()
    .insert(players)
    .values({ email: 'de@example.com', passwordHash: 'x', firstName: 'D', lastName: 'E', countryCode: 'DE', languageCode: 'de', currencyCode: 'EUR' })
    .returning({ playerId: players.playerId });
  return row.playerId;
}

describe('favourites (POST / DELETE /player/games/lobby, GET /player/games/favourites)', () => {
  it('adds, lists newest first with tile data, is idempotent, and removes', async () => {
    const client = myGamesClient(await insertPlayer(db()));
    const first = await client.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ gameId: DUNE, lobbyPageType: 'casino', createdAt: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await client.addFavourite({ gameId: CORAL, lobbyPageType: 'casino' })).status).toBe(201);
    const again = await client.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' });
    expect(again).toEqual({ status: 200, body: first.body });
    expect((await client.addFavourite({ gameId: BLACKJACK, lobbyPageType: 'liveCasino' })).status).toBe(201);

    const casino = await client.favourites('?category=casino');
    expect(casino.status).toBe(200);
    expect(idsOf(casino)).toEqual([CORAL, DUNE]);
    const [entry] = casino.body.data as { game: { id: string; slug: string; name: string; type: string } }[];
    expect(entry.game).toMatchObject({ id: CORAL, type: 'casino', slug: expect.any(String), name: expect.any(String) });
    expect(idsOf(await client.favourites('?category=liveCasino'))).toEqual([BLACKJACK]);
    expect(idsOf(await client.favourites('?category=casino&limit=1'))).toEqual([CORAL]);
    expect(idsOf(await client.favourites(`?category=casino&gameId=${DUNE}`))).toEqual([DUNE]);
    expect(idsOf(await client.favourites(`?category=liveCasino&gameId=${DUNE}`))).toEqual([]);

    expect((await client.removeFavourite({ gameId: DUNE, lobbyPageType: 'casino' })).status).toBe(204);
    expect((await client.removeFavourite({ gameId: DUNE, lobbyPageType: 'casino' })).status).toBe(204);
    expect(idsOf(await client.favourites('?category=casino'))).toEqual([CORAL]);
  });

  it('refuses an unknown game or the wrong lobby with a field error and writes nothing', async () => {
    const client = myGamesClient(await insertPlayer(db()));
    const cases: [unknown, string, unknown, string][] = [
      [{ gameId: 'casino-no-such-game', lobbyPageType: 'casino' }, 'gameId', 'casino-no-such-game', 'invalid_value'],
      [{ gameId: BLACKJACK, lobbyPageType: 'casino' }, 'lobbyPageType', 'casino', 'invalid_value'],
      [{ gameId: DUNE, lobbyPageType: 'sportsbook' }, 'lobbyPageType', 'sportsbook', 'invalid_value'],
      [{ gameId: '<script>', lobbyPageType: 'casino' }, 'gameId', '<script>', 'invalid_format'],
      [{ lobbyPageType: 'casino' }, 'gameId', null, 'invalid_type'],
      [{ gameId: DUNE, lobbyPageType: 'casino', playerId: 2 }, 'playerId', 2, 'unrecognized_keys'],
    ];
    for (const [body, field, rejectedValue, code] of cases) {
      const answer = await client.addFavourite(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, code: 'error.request.validation' });
      const fieldErrors = answer.body.fieldErrors as Record<string, unknown>[];
      expect(fieldErrors).toHaveLength(1);
      expect(Object.keys(fieldErrors[0]).sort()).toEqual(FIELD_ERROR_KEYS);
      expect(fieldErrors[0]).toMatchObject({ objectName: 'favouriteGame', field, rejectedValue, code });
    }
    expect(await favouriteRows()).toEqual([]);
  });

  it('keeps at most 100 favourites per lobby (409 error.favourites.limit_reached)', async () => {
    const playerId = await insertPlayer(db());
    await db().execute(
      sql`insert into favourite_games (player_id, game_id, lobby_page_type) select ${playerId}, 'casino-filler-' || n, 'casino' from generate_series(1, 100) as n`,
    );
    const client = myGamesClient(playerId);
    const answer = await client.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' });
    expect(answer).toMatchObject({ status: 409, body: { code: 'error.favourites.limit_reached' } });
    expect((await client.addFavourite({ gameId: BLACKJACK, lobbyPageType: 'liveCasino' })).status).toBe(201);
  });

  it('leaves out games restricted where the player lives', async () => {
    const client = myGamesClient(await insertGermanPlayer());
    // The catalogue knows the game, so it can be stored; it is not shown in the player's market.
    expect((await client.addFavourite({ gameId: ACES, lobbyPageType: 'casino' })).status).toBe(201);
    expect((await client.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' })).status).toBe(201);
    expect(idsOf(await client.favourites('?category=casino'))).toEqual([DUNE]);
  });
});

describe('recent games (POST / GET /player/games/recent, recordRecentGame)', () => {
  it('records with category and gameId, moves a replayed game to the front, keeps the newest 30', async () => {
    const playerId = await insertPlayer(db());
    const client = myGamesClient(playerId);
    const recorded = await client.recordRecent(`?category=casino&gameId=${DUNE}`);
    expect(recorded).toEqual({ status: 200, body: { gameId: DUNE, lobbyPageType: 'casino', playedAt: expect.any(String) } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordRecentGame(db(), { playerId, gameId: CORAL, lobbyPageType: 'casino' });
    expect(idsOf(await client.recent('?category=casino'))).toEqual([CORAL, DUNE]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.recordRecent(`?category=casino&gameId=${DUNE}`);
    expect(idsOf(await client.recent('?category=casino'))).toEqual([DUNE, CORAL]);

    await db().execute(
      sql`insert into recent_games (player_id, game_id, lobby_page_type, played_at) select ${playerId}, 'casino-old-' || n, 'casino', now() - n * interval '1 day' from generate_series(1, 40) as n`,
    );
    await recordRecentGame(db(), { playerId, gameId: CORAL, lobbyPageType: 'casino' });
    const kept = await executeRows<{ game_id: string }>(db(), sql`select game_id from recent_games where player_id = ${playerId} order by played_at desc`);
    expect(kept).toHaveLength(30);
    expect(kept.slice(0, 2).map((row) => row.game_id)).toEqual([CORAL, DUNE]);
    expect(kept.at(-1)?.game_id).toBe('casino-old-28');
  });

  it('refuses bad queries with field errors and writes nothing', async () => {
    const client = myGamesClient(await insertPlayer(db()));
    for (const [query, field] of [
      ['?category=casino', 'gameId'],
      [`?gameId=${DUNE}`, 'category'],
      ['?category=casino&gameId=casino-no-such-game', 'gameId'],
      [`?category=liveCasino&gameId=${DUNE}`, 'lobbyPageType'],
    ]) {
      const answer = await client.recordRecent(query);
      expect(answer.status).toBe(400);
      expect((answer.body.fieldErrors as { field: string }[])[0].field).toBe(field);
    }
    for (const [query, field] of [
      ['', 'category'],
      ['?category=casino&limit=0', 'limit'],
      ['?category=casino&limit=101', 'limit'],
      ['?category=casino&limit=ten', 'limit'],
      ['?category=casino&playerId=1', 'playerId'],
    ]) {
      const answer = await client.recent(query);
      expect(answer.status).toBe(400);
      expect((answer.body.fieldErrors as { field: string }[])[0].field).toBe(field);
    }
    expect(await recentRows()).toEqual([]);
  });
});

describe('GET /player/games', () => {
  it('answers favourites and recent games of both lobbies, or of one category', async () => {
    const playerId = await insertPlayer(db());
    const client = myGamesClient(playerId);
    await client.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' });
    await client.addFavourite({ gameId: BLACKJACK, lobbyPageType: 'liveCasino' });
    await recordRecentGame(db(), { playerId, gameId: CORAL, lobbyPageType: 'casino' });
    const all = await client.myGames();
    expect(all.status).toBe(200);
    const ids = (list: unknown) => (list as { gameId: string }[]).map((entry) => entry.gameId);
    expect(ids(all.body.favourites)).toEqual([DUNE, BLACKJACK]);
    expect(ids(all.body.recent)).toEqual([CORAL]);
    const live = await client.myGames('?category=liveCasino');
    expect(ids(live.body.favourites)).toEqual([BLACKJACK]);
    expect(ids(live.body.recent)).toEqual([]);
  });
});

describe('only the player’s own data', () => {
  it('requires a session and never shows or changes another player’s games', async () => {
    const alice = await insertPlayer(db(), 'alice@example.com');
    const bob = await insertPlayer(db(), 'bob@example.com');
    const aliceClient = myGamesClient(alice);
    const bobClient = myGamesClient(bob);
    await aliceClient.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' });
    await recordRecentGame(db(), { playerId: alice, gameId: CORAL, lobbyPageType: 'casino' });

    expect(idsOf(await bobClient.favourites('?category=casino'))).toEqual([]);
    expect(idsOf(await bobClient.recent('?category=casino'))).toEqual([]);
    expect(await bobClient.myGames()).toEqual({ status: 200, body: { favourites: [], recent: [] } });
    // Bob removing "his" favourite of the same game leaves Alice's in place; there is no way to name a player.
    expect((await bobClient.removeFavourite({ gameId: DUNE, lobbyPageType: 'casino' })).status).toBe(204);
    expect(await favouriteRows()).toEqual([{ player_id: alice, game_id: DUNE }]);

    const anonymous = myGamesClient(null);
    for (const answer of [
      await anonymous.myGames(),
      await anonymous.favourites('?category=casino'),
      await anonymous.recent('?category=casino'),
      await anonymous.recordRecent(`?category=casino&gameId=${DUNE}`),
      await anonymous.addFavourite({ gameId: DUNE, lobbyPageType: 'casino' }),
      await anonymous.removeFavourite({ gameId: DUNE, lobbyPageType: 'casino' }),
    ]) {
      expect(answer).toMatchObject({ status: 401, body: { code: 'error.unauthorized' } });
    }
    expect(await favouriteRows()).toEqual([{ player_id: alice, game_id: DUNE }]);
    expect(await recentRows()).toEqual([{ player_id: alice, game_id: CORAL }]);
  });
});
