import { GET as accessContext } from '@/app/api/v1/player/access/context/route';
import { GET as accessDetails } from '@/app/api/v1/player/access/details/route';
import { POST as activityCheck } from '@/app/api/v1/player/activity_check/route';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { POST as updateTerms } from '@/app/api/v1/player/update_term_and_condition_version/route';
import { playerProfileSchema } from '@/lib/identity/schemas';
import { useTestDatabase } from '../support/setup';
import { readJson } from '../support/http';
import { get, insertRegistered, playerRow, post, signInToken } from './support';

const database = useTestDatabase();
// scrypt (N = 2^15) runs for every sign-up, sign-in and reset: on a shared 2-core machine a test takes seconds.
jest.setTimeout(30_000);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/v1/player', () => {
  it('answers the spec profile of the signed-in player, without secrets', async () => {
    const playerId = await insertRegistered(database().handle.db, { affId: 'aff-1', provinceCode: null });
    const response = await getPlayer(get('/v1/player', bearer(await signInToken())));
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(playerProfileSchema.strict().parse(body)).toMatchObject({
      playerId,
      languageCode: 'en',
      currencyCode: 'EUR',
      countryCode: 'FI',
      kycStatus: 'NOT_VERIFIED',
      requestDocumentTypeStatus: '',
      firstLogin: false,
      payout: false,
      casino: true,
      affiliateReg: true,
      termsAndConditionsAcceptedVersion: 3,
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|registrationToken/);
  });

  it.each([
    ['GET /player', () => getPlayer(get('/v1/player'))],
    ['GET access/details', () => accessDetails(get('/v1/player/access/details'))],
    ['POST activity_check', () => activityCheck(post('/v1/player/activity_check'))],
    ['POST update terms', () => updateTerms(post('/v1/player/update_term_and_condition_version'))],
  ])('%s answers 401 without a session', async (_label, call) => {
    expect((await call()).status).toBe(401);
  });
});

describe('terms', () => {
  it('records the current content version on update_term_and_condition_version; context then needs no update', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db, { termsAndConditionsAcceptedVersion: 1 });
    const token = await signInToken();
    const before = await readJson<{ termsUpdateRequired: boolean; termsVersion: number }>(await accessContext(get('/v1/player/access/context', bearer(token))));
    expect(before).toMatchObject({ termsUpdateRequired: true, termsVersion: 3, termsAndConditionsAcceptedVersion: 1 });
    const response = await updateTerms(post('/v1/player/update_term_and_condition_version', undefined, bearer(token)));
    expect(await readJson(response)).toEqual({ termsAndConditionsAcceptedVersion: 3 });
    expect((await playerRow(db, playerId)).termsAndConditionsAcceptedVersion).toBe(3);
    const after = await readJson<{ termsUpdateRequired: boolean }>(await accessContext(get('/v1/player/access/context', bearer(token))));
    expect(after.termsUpdateRequired).toBe(false);
  });
});

describe('access', () => {
  it('anonymous context: casino, live casino, sports and virtuals open; no deposit or bonuses', async () => {
    const body = await readJson(await accessContext(get('/v1/player/access/context')));
    expect(body).toEqual({
      access: {
        authorized: false,
        payoutRisk: false,
        multibrandSuspended: false,
        casino: true,
        liveCasino: true,
        virtualSports: true,
        sportsbook: true,
        deposit: false,
        bonuses: false,
        withdrawal: false,
      },
      playerId: null,
      countryCode: null,
      languageCode: null,
      termsAndConditionsAcceptedVersion: null,
      termsVersion: 3,
      termsUpdateRequired: false,
    });
  });

  it('follows the profile flags: a payout-risk player without casino cannot deposit or take bonuses', async () => {
    await insertRegistered(database().handle.db, { status: 'PAYOUT', payout: true, casino: false });
    const body = await readJson(await accessDetails(get('/v1/player/access/details', bearer(await signInToken()))));
    expect(body).toEqual({
      authorized: true,
      payoutRisk: true,
      multibrandSuspended: false,
      casino: false,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      deposit: false,
      bonuses: false,
      withdrawal: true,
    });
  });

  it('a suspended multibrand account is payout-restricted and cannot deposit or withdraw', async () => {
    await insertRegistered(database().handle.db, { multibrandSuspended: true });
    const body = await readJson(await accessDetails(get('/v1/player/access/details', bearer(await signInToken()))));
    expect(body).toMatchObject({ payoutRisk: true, multibrandSuspended: true, deposit: false, withdrawal: false });
  });
});

describe('POST /api/v1/player/activity_check', () => {
  it('records lastActivityDate and answers the 1800-second idle deadline', async () => {
    const { db } = database().handle;
    const playerId = await insertRegistered(db);
    const response = await activityCheck(post('/v1/player/activity_check', undefined, bearer(await signInToken())));
    const body = await readJson<{ lastActivityDate: string; idleTimeoutSeconds: number; idleDeadline: string }>(response);
    expect(body.idleTimeoutSeconds).toBe(1800);
    expect(Date.parse(body.idleDeadline) - Date.parse(body.lastActivityDate)).toBe(1_800_000);
    expect((await playerRow(db, playerId)).lastActivityDate?.toISOString()).toBe(body.lastActivityDate);
  });
});
