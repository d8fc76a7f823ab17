import { eq } from 'drizzle-orm';
import * as validateRoute from '@/app/api/v1/bonus-code/validate/route';
import * as manualClaimRoute from '@/app/api/v1/bonus-code/manual-claim/route';
import * as consentRoute from '@/app/api/v1/bonus/campaigns/consent/route';
import { bonusCodeAttempts } from '@/server/db/schema';
import { validateBonusCode } from '@/server/domains/bonus/bonus-code';
import { setRateLimiter } from '@/server/http/rate-limit';
import { DEFAULT_BONUS_CODE_WINDOW_MS, DEFAULT_MAX_FAILED_BONUS_CODES } from '@/lib/bonus/code-attempt-policy';
import { TEST_DATABASE_URL } from '../support/test-db';
import { useTestDatabase } from '../support/setup';
import { insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { call, codeCampaign, type Handler } from './support';

// The bonus-code attempt limit (docs/decisions.md "Bonus-code attempt limit"): failed codes are counted per player in
// the database by one conditional upsert. On PostgreSQL (TEST_DATABASE_URL) hundreds of requests through the real
// route handlers really overlap on the pool's connections; on PGlite they are serialized, so there the answers are
// checked rather than the race.
const database = useTestDatabase();
// 300 signed requests on two shared cores: minutes when the machine is busy.
jest.setTimeout(600_000);

const N = DEFAULT_MAX_FAILED_BONUS_CODES;
const LIMITED = 'error.bonus_code.attempt.count.exceeded';
/** Requests fired at once: PGlite serializes them anyway, so fewer there. */
const FIRED = TEST_DATABASE_URL ? 300 : 45;

beforeEach(() => {
  // The per-route limit (10 a minute) would refuse most requests before they reach the database limit under test.
  setRateLimiter({ hit: async () => ({ allowed: true, remaining: 1_000, resetAt: Date.now() + 60_000 }) });
});

const validate = (playerId: number, bonusCode: string) =>
  call(validateRoute.POST as Handler, '/v1/bonus-code/validate', playerId, { method: 'POST', body: { bonusCode } });
const manualClaim = (playerId: number, bonusCode: string) =>
  call(manualClaimRoute.POST as Handler, '/v1/bonus-code/manual-claim', playerId, { method: 'POST', body: { bonusCode, state: 'ACTIVATED' } });
const consentByCode = (playerId: number, bonusCode: string) =>
  call(consentRoute.POST as Handler, '/v1/bonus/campaigns/consent', playerId, { method: 'POST', body: { agreed: true, bonusCode } });

function tally(answers: { body: Record<string, unknown> }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { body } of answers) {
    const key = typeof body.code === 'string' ? body.code : 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function failuresOf(playerId: number): Promise<number | undefined> {
  const [row] = await database().handle.db.select().from(bonusCodeAttempts).where(eq(bonusCodeAttempts.playerId, playerId));
  return row?.failures;
}

describe(`bonus-code attempt limit (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`counts exactly ${N} of ${FIRED} concurrent bad codes (validate, manual claim, consent by code); the rest and a valid code answer 429`, async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'guesser@example.com');
    const other = await insertVerifiedPlayer(db, 'bystander@example.com');
    const campaign = await codeCampaign(db);
    const calls = [validate, manualClaim, consentByCode];
    const answers = await Promise.all(Array.from({ length: FIRED }, (_, i) => calls[i % 3](playerId, `GUESS${i}`)));
    expect(tally(answers)).toEqual({ 'error.bonus_code.invalid': N, [LIMITED]: FIRED - N });
    expect(await failuresOf(playerId)).toBe(N);

    const refused = answers.find((answer) => answer.body.code === LIMITED)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, code: LIMITED, additionalInfo: { minutes: 60 } });
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);

    // While limited, a valid code is refused too (its code is not looked at) and the count does not move.
    expect((await validate(playerId, campaign.bonusCode!)).body).toMatchObject({ status: 429, code: LIMITED });
    expect((await manualClaim(playerId, campaign.bonusCode!)).body).toMatchObject({ status: 429, code: LIMITED });
    expect(await failuresOf(playerId)).toBe(N);
    // Another player's codes are not affected.
    expect((await validate(other, campaign.bonusCode!)).body).toEqual({ bonusCodeValue: campaign.bonusCode, bonusCodeCampaignId: campaign.campaignId });

    // When the window has ended, the valid code works again and the new window counts from zero.
    const later = new Date(Date.now() + DEFAULT_BONUS_CODE_WINDOW_MS + 1_000);
    await expect(validateBonusCode(db, playerId, campaign.bonusCode!, later)).resolves.toEqual({
      bonusCodeValue: campaign.bonusCode,
      bonusCodeCampaignId: campaign.campaignId,
    });
    expect(await failuresOf(playerId)).toBe(0);
  });

  it('does not count codes that work, nor claims refused for reasons other than the code', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'honest@example.com');
    const first = await codeCampaign(db);
    const second = await codeCampaign(db);
    // One after another: while in flight each lookup holds a counted attempt (given back when the code works), so
    // more than N lookups at once are refused whatever their codes (docs/decisions.md "Bonus-code attempt limit").
    const checks = [];
    for (let i = 0; i < 2 * N; i += 1) checks.push(await validate(playerId, first.bonusCode!));
    expect(tally(checks)).toEqual({ ok: 2 * N });
    expect(await failuresOf(playerId)).toBe(0);
    expect((await manualClaim(playerId, first.bonusCode!)).body).toMatchObject({ state: 'ACTIVATED' });
    // A second casino bonus is refused because one runs (the forfeit flow), not because of the code.
    expect((await manualClaim(playerId, second.bonusCode!)).body).toMatchObject({ code: 'error.bonus.active.already.exists' });
    expect(await failuresOf(playerId)).toBe(0);
    // Used up: the first code is not available any more, and that counts.
    expect((await validate(playerId, first.bonusCode!)).body).toMatchObject({ status: 409, code: 'error.bonus_code.not_available' });
    expect(await failuresOf(playerId)).toBe(1);
    const guesses = [];
    for (let i = 0; i < N; i += 1) guesses.push((await validate(playerId, `WRONG${i}`)).body.code);
    expect(guesses).toEqual([...Array.from({ length: N - 1 }, () => 'error.bonus_code.invalid'), LIMITED]);
  });
});
