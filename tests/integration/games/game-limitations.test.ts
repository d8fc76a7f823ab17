import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/v2/games/[game]/limitations/route';
import { executeRows } from '@/server/db/execute-rows';
import { gameAccount, HOUSE, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { postOperation } from '@/server/domains/ledger/post-operation';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';

const database = useTestDatabase();

// From the demo catalogue: a plain slot, a jackpot slot, a PG Soft slot and a live table.
const SLOT = 'casino-aces-and-faces-comet';
const JACKPOT_SLOT = 'casino-dune-bloom';
const PG_SOFT_SLOT = 'casino-amber-walrus';
const LIVE_TABLE = 'live-boardwalk-blackjack';

async function limitations(game: string, playerId: number | null) {
  const headers: Record<string, string> = playerId === null ? {} : { authorization: `Bearer ${await identityTokenFor(playerId)}` };
  const response = await GET(apiRequest(`/v2/games/${encodeURIComponent(game)}/limitations`, { headers }), { params: Promise.resolve({ game }) });
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

const statusCodes = async (playerId: number) =>
  Object.fromEntries(
    await Promise.all([SLOT, JACKPOT_SLOT, PG_SOFT_SLOT, LIVE_TABLE].map(async (game) => [game, (await limitations(game, playerId)).body.statusCode])),
  );

describe('GET /api/v2/games/{game}/limitations', () => {
  it('answers 0 without bonus funds, then 1 or 2 per game from the ledger’s bonus accounts', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    expect(await limitations(SLOT, playerId)).toEqual({ status: 200, body: { gameId: SLOT, statusCode: 0 } });
    expect(await statusCodes(playerId)).toEqual({ [SLOT]: 0, [JACKPOT_SLOT]: 0, [PG_SOFT_SLOT]: 0, [LIVE_TABLE]: 0 });

    // Cash alone changes nothing.
    await postOperation(db, {
      idempotencyKey: 'win-1',
      type: 'WIN',
      category: 'CASINO',
      playerId,
      currency: 'EUR',
      legs: transfer(gameAccount(), playerAccount(playerId, 'MAIN'), 5_000n),
    });
    expect(await statusCodes(playerId)).toEqual({ [SLOT]: 0, [JACKPOT_SLOT]: 0, [PG_SOFT_SLOT]: 0, [LIVE_TABLE]: 0 });

    await postOperation(db, {
      idempotencyKey: 'bonus-casino',
      type: 'DEPOSIT',
      category: 'BONUS',
      playerId,
      currency: 'EUR',
      legs: transfer(HOUSE, playerAccount(playerId, 'CASINO'), 2_000n),
    });
    expect(await statusCodes(playerId)).toEqual({ [SLOT]: 2, [JACKPOT_SLOT]: 1, [PG_SOFT_SLOT]: 1, [LIVE_TABLE]: 1 });

    await postOperation(db, {
      idempotencyKey: 'bonus-live',
      type: 'DEPOSIT',
      category: 'BONUS',
      playerId,
      currency: 'EUR',
      legs: transfer(HOUSE, playerAccount(playerId, 'LIVE_CASINO'), 1_000n),
    });
    expect(await statusCodes(playerId)).toEqual({ [SLOT]: 2, [JACKPOT_SLOT]: 1, [PG_SOFT_SLOT]: 1, [LIVE_TABLE]: 2 });
  });

  it('reads only the caller’s own bonus funds', async () => {
    const { db } = database().handle;
    const rich = await insertPlayer(db, 'rich@example.com');
    const other = await insertPlayer(db, 'other@example.com');
    await postOperation(db, {
      idempotencyKey: 'bonus-rich',
      type: 'DEPOSIT',
      category: 'BONUS',
      playerId: rich,
      currency: 'EUR',
      legs: transfer(HOUSE, playerAccount(rich, 'CASINO'), 2_000n),
    });
    expect((await limitations(SLOT, rich)).body.statusCode).toBe(2);
    expect((await limitations(SLOT, other)).body.statusCode).toBe(0);
  });

  it('401 anonymous, 404 unknown game, 400 malformed id; nothing written', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    expect(await limitations(SLOT, null)).toMatchObject({ status: 401, body: { code: 'error.unauthorized' } });
    expect(await limitations('casino-no-such-game', playerId)).toMatchObject({ status: 404, body: { code: 'error.not_found' } });
    const malformed = await limitations('<x>', playerId);
    expect(malformed).toMatchObject({ status: 400, body: { code: 'error.request.validation' } });
    expect(malformed.body.fieldErrors).toEqual([
      { objectName: 'gameLimitations', field: 'game', rejectedValue: '<x>', status: 400, message: expect.any(String), code: 'invalid_format' },
    ]);
    const [{ n }] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_accounts`);
    expect(n).toBe(0);
  });
});
