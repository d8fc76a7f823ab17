import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/v1/gaming/jackpotamount/route';
import { executeRows } from '@/server/db/execute-rows';
import { jackpots } from '@/server/db/schema';
import { apiRequest, readJson } from '../support/http';
import { useTestDatabase } from '../support/setup';

const database = useTestDatabase();
const PATH = '/v1/gaming/jackpotamount';
const FIELD_ERROR_KEYS = ['code', 'field', 'message', 'objectName', 'rejectedValue', 'status'];

// From the demo catalogue: two jackpot games (jackpotSeed in EUR minor units) and one without a jackpot.
const CORAL = { id: 'casino-coral-seahorse-ways', seed: 100_021_000 };
const DUNE = { id: 'casino-dune-bloom', seed: 5_002_000 };
const NO_JACKPOT = 'casino-aces-and-faces-carousel';

type Answer = { data: { gameId: string; currency: string; amount: number; updatedAt: string }[] };
type ErrorAnswer = { status: number; code: string; fieldErrors?: Record<string, unknown>[] };

const get = (query: string) => GET(apiRequest(`${PATH}${query}`));
const rowCount = async () => Number((await executeRows<{ n: number }>(database().handle.db, sql`select count(*)::int as n from jackpots`))[0].n);

describe('GET /api/v1/gaming/jackpotamount', () => {
  it('seeds a missing pot from the content and answers in minor units, in the order asked', async () => {
    const response = await get(`?gameIds=${DUNE.id},${NO_JACKPOT},${CORAL.id}&siteId=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=15');
    const body = await readJson<Answer>(response);
    expect(body.data.map(({ gameId, currency, amount }) => ({ gameId, currency, amount }))).toEqual([
      { gameId: DUNE.id, currency: 'EUR', amount: DUNE.seed },
      { gameId: CORAL.id, currency: 'EUR', amount: CORAL.seed },
    ]);
    for (const entry of body.data) expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
    expect(await rowCount()).toBe(2);
  });

  it('never resets a pot that has grown, and leaves unknown ids out', async () => {
    await database()
      .handle.db.insert(jackpots)
      .values({ gameId: DUNE.id, currency: 'EUR', amount: 9_007_199_254_740_000n, seed: BigInt(DUNE.seed) });
    const body = await readJson<Answer>(await get(`?gameIds=${DUNE.id},casino-no-such-game`));
    expect(body.data).toEqual([expect.objectContaining({ gameId: DUNE.id, amount: 9_007_199_254_740_000 })]);
    expect(await rowCount()).toBe(1);
  });

  it('siteId defaults to 1; duplicate and blank ids are ignored', async () => {
    const body = await readJson<Answer>(await get(`?gameIds=${CORAL.id},,${CORAL.id}, `));
    expect(body.data.map((entry) => entry.gameId)).toEqual([CORAL.id]);
  });

  it('answers the same pot to concurrent first reads (insert-if-missing)', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(`?gameIds=${CORAL.id}`).then((r) => readJson<Answer>(r))));
    expect(new Set(answers.map((a) => a.data[0].amount))).toEqual(new Set([CORAL.seed]));
    expect(await rowCount()).toBe(1);
  });

  describe('bad input → 400 with field errors, nothing written', () => {
    afterEach(async () => {
      // Every test here ends by proving nothing was written.
      // oxlint-disable-next-line jest/no-standalone-expect
      expect(await rowCount()).toBe(0);
    });

    it.each([
      ['missing gameIds', '', 'gameIds', null, 'invalid_type'],
      ['empty gameIds', '?gameIds=', 'gameIds', '', 'custom'],
      ['only commas', '?gameIds=,,', 'gameIds', ',,', 'custom'],
      ['an id with odd characters', '?gameIds=casino-dune-bloom,<script>', 'gameIds', 'casino-dune-bloom,<script>', 'custom'],
      ['siteId not a number', `?gameIds=${DUNE.id}&siteId=abc`, 'siteId', 'abc', 'invalid_format'],
      ['an unknown siteId', `?gameIds=${DUNE.id}&siteId=2`, 'siteId', '2', 'custom'],
    ])('%s', async (_, query, field, rejectedValue, code) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      const body = await readJson<ErrorAnswer>(response);
      expect(body).toMatchObject({ status: 400, code: 'error.request.validation' });
      expect(body.fieldErrors).toHaveLength(1);
      const [fieldError] = body.fieldErrors ?? [];
      expect(Object.keys(fieldError).sort()).toEqual(FIELD_ERROR_KEYS);
      expect(fieldError).toMatchObject({ objectName: 'jackpotAmount', field, rejectedValue, status: 400, code });
    });

    it('more than 100 ids', async () => {
      const ids = Array.from({ length: 101 }, (_, i) => `casino-game-${i}`).join(',');
      const body = await readJson<ErrorAnswer>(await get(`?gameIds=${ids}`));
      expect(body.fieldErrors?.[0]).toMatchObject({ field: 'gameIds', code: 'custom', message: 'gameIds may name at most 100 games' });
    });
  });
});
