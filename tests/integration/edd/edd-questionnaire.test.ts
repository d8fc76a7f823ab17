import { eq } from 'drizzle-orm';
import { GET as getAnswerRoute, POST as postAnswerRoute } from '@/app/api/v1/player/questionnaire/answer/route';
import { GET as occupationsRoute } from '@/app/api/v1/player/questionnaire/occupations/route';
import { GET as sourcesRoute } from '@/app/api/v1/player/questionnaire/sources-of-funds/route';
import { GET as salaryRangesRoute } from '@/app/api/v1/player/salary-range/route';
import { OCCUPATIONS, SOURCES_OF_FUNDS } from '@/lib/edd/options';
import { eddQuestionnaireAnswerSchema, eddQuestionnaireStatusSchema, occupationsSchema, salaryRangesSchema, sourcesOfFundsSchema } from '@/lib/edd/schemas';
import { eddQuestionnaireAnswers, playerDocuments, players } from '@/server/db/schema';
import { setRateLimiter } from '@/server/http/rate-limit';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { creditDeposit } from '../limits/support';
import { parallelRequests } from '../support/parallel';

const database = useTestDatabase();
jest.setTimeout(180_000);

const VALID = { occupation: 'PROFESSIONAL', salaryRangeId: 3, sourceOfFunds: 'SALARY', placeOfBirth: 'Turku', nationality: 'Finnish' };

type Handler = (request: Request) => Promise<Response>;

async function call(handler: Handler, path: string, playerId: number | null, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = playerId === null ? {} : { authorization: `Bearer ${await identityTokenFor(playerId)}` };
  const response = await handler(apiRequest(path, { ...init, headers }));
  return { status: response.status, body: await readJson<Record<string, unknown>>(response) };
}

// Tests that send more than the route's 10 a minute (the limit has its own test).
const unlimited = () => setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) });

const status = (playerId: number | null) => call(getAnswerRoute, '/v1/player/questionnaire/answer', playerId);
const answer = (playerId: number | null, body: unknown) => call(postAnswerRoute, '/v1/player/questionnaire/answer', playerId, { method: 'POST', body });

describe('the EDD questionnaire’s choices', () => {
  it('lists occupations, sources of funds and salary ranges to a signed-in player, in their contracts’ shapes', async () => {
    const playerId = await insertPlayer(database().handle.db, 'lists@example.com');
    const occupations = await call(occupationsRoute, '/v1/player/questionnaire/occupations', playerId);
    expect(occupationsSchema.strict().parse(occupations.body).occupations).toEqual([...OCCUPATIONS]);
    const sources = await call(sourcesRoute, '/v1/player/questionnaire/sources-of-funds', playerId);
    expect(sourcesOfFundsSchema.strict().parse(sources.body).sourcesOfFunds).toEqual([...SOURCES_OF_FUNDS]);
    const ranges = salaryRangesSchema.strict().parse((await call(salaryRangesRoute, '/v1/player/salary-range', playerId)).body);
    expect(ranges.currency).toBe('EUR');
    expect(ranges.salaryRanges.map((range) => range.salaryRangeId)).toEqual([1, 2, 3, 4, 5, 6]);
    // Bands follow one another without gaps; the last is open-ended.
    ranges.salaryRanges.slice(1).forEach((range, i) => expect(range.from).toBe(ranges.salaryRanges[i].to));
    expect(ranges.salaryRanges.at(-1)?.to).toBeNull();
  });

  it('answers 401 to anonymous callers on every EDD route', async () => {
    for (const [handler, path] of [
      [occupationsRoute, '/v1/player/questionnaire/occupations'],
      [sourcesRoute, '/v1/player/questionnaire/sources-of-funds'],
      [salaryRangesRoute, '/v1/player/salary-range'],
      [getAnswerRoute, '/v1/player/questionnaire/answer'],
    ] as const) {
      expect([path, (await call(handler, path, null)).status]).toEqual([path, 401]);
    }
    expect((await answer(null, VALID)).status).toBe(401);
  });
});

describe('when the questionnaire is required', () => {
  it('is asked once lifetime deposits reach the EDD threshold (EDD_DEPOSIT_THRESHOLD, 20,000.00 by default), and no longer once answered', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'threshold@example.com');
    expect(eddQuestionnaireStatusSchema.strict().parse((await status(playerId)).body)).toEqual({ required: false, reason: null, answer: null });
    await creditDeposit(db, playerId, 1_200_000n);
    await creditDeposit(db, playerId, 799_999n);
    expect((await status(playerId)).body).toMatchObject({ required: false });
    await creditDeposit(db, playerId, 1n);
    expect((await status(playerId)).body).toEqual({ required: true, reason: 'LIFETIME_DEPOSITS', answer: null });

    const answered = await answer(playerId, VALID);
    expect(answered.status).toBe(200);
    expect(eddQuestionnaireAnswerSchema.strict().parse(answered.body)).toEqual({ ...VALID, answeredAt: expect.any(String) });
    expect((await status(playerId)).body).toEqual({ required: false, reason: null, answer: answered.body });
  });

  it('is asked when the operator asked (EDD_PENDING); answering with the source of wealth in moves the player to EDD_UNDER_REVIEW', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'operator@example.com');
    await db.update(players).set({ kycStatus: 'EDD_PENDING' }).where(eq(players.playerId, playerId));
    // The document rules (kycLevelAfterDocuments): both EDD documents in → EDD_UNDER_REVIEW.
    await db.insert(playerDocuments).values({ playerId, documentType: 'SOURCE_OF_WEALTH', subType: 'PS', documentStatus: 'UNDER_REVIEW' });
    expect((await status(playerId)).body).toMatchObject({ required: true, reason: 'OPERATOR_REQUEST' });
    expect((await answer(playerId, VALID)).status).toBe(200);
    const [row] = await db.select({ kycStatus: players.kycStatus }).from(players).where(eq(players.playerId, playerId));
    expect(row.kycStatus).toBe('EDD_UNDER_REVIEW');
  });
});

describe('POST /v1/player/questionnaire/answer', () => {
  it('stores Other as its free text, keeps earlier answers as history with one current answer', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'other@example.com');
    expect((await answer(playerId, VALID)).status).toBe(200);
    const second = await answer(playerId, { occupation: '  Lighthouse keeper ', salaryRangeId: 2, sourceOfFunds: 'Sale of a boat' });
    expect(second.body).toMatchObject({ occupation: 'Lighthouse keeper', sourceOfFunds: 'Sale of a boat', placeOfBirth: null, nationality: null });
    const rows = await db
      .select()
      .from(eddQuestionnaireAnswers)
      .where(eq(eddQuestionnaireAnswers.playerId, playerId))
      .orderBy(eddQuestionnaireAnswers.answerId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ occupation: 'PROFESSIONAL', occupationOther: null, supersededAt: expect.any(Date) });
    expect(rows[1]).toMatchObject({
      occupation: 'OTHER',
      occupationOther: 'Lighthouse keeper',
      sourceOfFunds: 'OTHER',
      sourceOfFundsOther: 'Sale of a boat',
      supersededAt: null,
    });
    expect((await status(playerId)).body.answer).toEqual(second.body);
  });

  it('refuses what identity-and-account §5 refuses (400 in the spec’s shape), storing nothing', async () => {
    unlimited();
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'invalid@example.com');
    const cases: [unknown, string][] = [
      [{ ...VALID, occupation: '' }, 'occupation'],
      [{ ...VALID, occupation: '   ' }, 'occupation'],
      [{ ...VALID, occupation: 'OTHER' }, 'occupation'],
      [{ ...VALID, sourceOfFunds: '' }, 'sourceOfFunds'],
      [{ ...VALID, sourceOfFunds: 'other' }, 'sourceOfFunds'],
      [{ ...VALID, salaryRangeId: 0 }, 'salaryRangeId'],
      [{ ...VALID, salaryRangeId: -1 }, 'salaryRangeId'],
      [{ ...VALID, salaryRangeId: 7 }, 'salaryRangeId'],
      [{ ...VALID, salaryRangeId: 2.5 }, 'salaryRangeId'],
      [{ ...VALID, salaryRangeId: '3' }, 'salaryRangeId'],
      [{ ...VALID, occupation: 'x'.repeat(101) }, 'occupation'],
      [{ ...VALID, placeOfBirth: 'y'.repeat(101) }, 'placeOfBirth'],
      [{ occupation: 'PROFESSIONAL', salaryRangeId: 3 }, 'sourceOfFunds'],
      [{ ...VALID, playerId: 99 }, ''],
    ];
    for (const [body, field] of cases) {
      const refused = await answer(playerId, body);
      expect([JSON.stringify(body).slice(0, 80), refused.status, refused.body.code]).toEqual([
        JSON.stringify(body).slice(0, 80),
        400,
        'error.request.validation',
      ]);
      const errors = refused.body.fieldErrors as { objectName: string; field: string }[];
      expect(errors[0].objectName).toBe('eddQuestionnaire');
      if (field) expect(errors.map((error) => error.field)).toContain(field);
    }
    expect(await db.select().from(eddQuestionnaireAnswers)).toEqual([]);
  });

  it('keeps each player’s answers to themselves: another player sees only their own (none)', async () => {
    const { db } = database().handle;
    const owner = await insertPlayer(db, 'owner@example.com');
    const other = await insertPlayer(db, 'nosy@example.com');
    await answer(owner, { ...VALID, occupation: 'Secret agent' });
    expect((await status(other)).body).toEqual({ required: false, reason: null, answer: null });
    expect((await status(owner)).body.answer).toMatchObject({ occupation: 'Secret agent' });
  });

  const ANSWERS = parallelRequests(200, 30);
  it(`leaves exactly one current answer when ${ANSWERS} answers arrive at once (history keeps all ${ANSWERS})`, async () => {
    unlimited();
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'burst@example.com');
    const token = await identityTokenFor(playerId);
    const responses = await Promise.all(
      Array.from({ length: ANSWERS }, (_, i) =>
        postAnswerRoute(
          apiRequest('/v1/player/questionnaire/answer', {
            method: 'POST',
            body: { ...VALID, salaryRangeId: (i % 6) + 1 },
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      ),
    );
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([200]));
    const rows = await db.select().from(eddQuestionnaireAnswers).where(eq(eddQuestionnaireAnswers.playerId, playerId));
    expect(rows).toHaveLength(ANSWERS);
    const current = rows.filter((row) => row.supersededAt === null);
    expect(current).toHaveLength(1);
    expect((await status(playerId)).body.answer).toMatchObject({ salaryRangeId: current[0].salaryRangeId });
  });

  it('limits answers per player (10 a minute)', async () => {
    const playerId = await insertPlayer(database().handle.db, 'limited@example.com');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await answer(playerId, VALID)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
