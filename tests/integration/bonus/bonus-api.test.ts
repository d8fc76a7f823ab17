import { eq } from 'drizzle-orm';
import * as rewardsV1 from '@/app/api/v1/bonus/rewards/route';
import * as rewardsV2 from '@/app/api/v2/bonus/rewards/route';
import * as claimV1 from '@/app/api/v1/bonus/rewards/[campaignid]/claim/route';
import * as claimV2 from '@/app/api/v2/bonus/rewards/[campaignid]/claim/route';
import * as stateV1 from '@/app/api/v1/bonus/[assignmentid]/state/route';
import * as stateV2 from '@/app/api/v2/bonus/[assignmentid]/state/route';
import * as campaignsV1 from '@/app/api/v1/bonus/campaigns/route';
import * as consentV1 from '@/app/api/v1/bonus/campaigns/consent/route';
import * as consentV2 from '@/app/api/v2/bonus/campaigns/consent/route';
import * as validateRoute from '@/app/api/v1/bonus-code/validate/route';
import * as availableRoute from '@/app/api/v1/bonus-code/manual-claim/available/route';
import * as manualClaimRoute from '@/app/api/v1/bonus-code/manual-claim/route';
import { bonusAssignments, bonusConsents, players } from '@/server/db/schema';
import { seedCampaigns } from '@/server/domains/bonus/seed-campaigns';
import { DEMO_CAMPAIGNS } from '@/server/db/seed/demo-campaigns';
import { useTestDatabase } from '../support/setup';
import { HEALTHY, insertVerifiedPlayer, readInvariants } from '../ledger/support/ledger-fixtures';
import { walletClient } from '../wallet/support';
import { offerRegistrationRewards } from '@/server/domains/bonus/offer-reward';
import { call, codeCampaign, depositWithCallback, type Handler, useSandboxPayments } from './support';

// Every bonus call of games-wallet-bonuses.md §7 through its route and contract, with its errors (games-wallet-bonuses §8), on PGlite and
// PostgreSQL. Answers are checked against the contracts (support/contract-check.ts).
const database = useTestDatabase();

const rewards = (playerId: number | null, query = '', v = 1) =>
  call((v === 1 ? rewardsV1 : rewardsV2).GET as Handler, `/v${v}/bonus/rewards${query}`, playerId);
const claim = (playerId: number, campaignId: number | string, v = 1) =>
  call((v === 1 ? claimV1 : claimV2).POST as Handler, `/v${v}/bonus/rewards/${campaignId}/claim`, playerId, {
    method: 'POST',
    params: { campaignid: String(campaignId) },
  });
const setState = (playerId: number, assignmentId: number | string, body: unknown, v = 1) =>
  call((v === 1 ? stateV1 : stateV2).PUT as Handler, `/v${v}/bonus/${assignmentId}/state`, playerId, {
    method: 'PUT',
    body,
    params: { assignmentid: String(assignmentId) },
  });
const validate = (playerId: number, bonusCode: unknown) =>
  call(validateRoute.POST as Handler, '/v1/bonus-code/validate', playerId, { method: 'POST', body: { bonusCode } });
const manualClaim = (playerId: number, bonusCode: string) =>
  call(manualClaimRoute.POST as Handler, '/v1/bonus-code/manual-claim', playerId, { method: 'POST', body: { bonusCode, state: 'ACTIVATED' } });

useSandboxPayments();
const deposit = (playerId: number, amount: number, selectedBonusId?: number) => depositWithCallback(database().handle.db, playerId, amount, selectedBonusId);

describe('bonus and reward calls', () => {
  it('answers 401 without a session', async () => {
    expect((await rewards(null)).status).toBe(401);
  });

  it('lists the welcome offer as eligible, credits it when the deposit that selected it settles, then the reload', async () => {
    const { db } = database().handle;
    await seedCampaigns(db, DEMO_CAMPAIGNS);
    const playerId = await insertVerifiedPlayer(db, 'welcome@example.com');
    // What completing the sign-up does (server/domains/identity): the sign-up reward is offered.
    await offerRegistrationRewards(db, playerId);
    const all = await rewards(playerId, '?rewardsType=ELIGIBLE&lang=en');
    expect((all.body as Record<string, unknown>[]).map((reward) => reward.triggerEvent)).toEqual(['FIRST_DEPOSIT', 'REGISTRATION_WITH_TIMEFRAME']);
    const eligible = await rewards(playerId, '?rewardsType=ELIGIBLE&lang=en&excludeTriggerType=REGISTRATION_WITH_TIMEFRAME');
    expect(eligible.status).toBe(200);
    expect(eligible.body).toHaveLength(1);
    const welcome = eligible.body[0] as Record<string, unknown>;
    expect(welcome).toMatchObject({
      triggerEvent: 'FIRST_DEPOSIT',
      matchPercent: 100,
      maxBonus: 20000,
      campaignDisplayInfo: { promotionSlug: 'welcome-package' },
    });
    // Claiming a deposit bonus directly says to choose it with the deposit.
    expect((await claim(playerId, welcome.campaignId as number)).body).toMatchObject({ status: 409, code: 'error.bonus.deposit.required' });

    await deposit(playerId, 5000, welcome.campaignId as number);
    const active = await rewards(playerId, '?rewardsType=ACTIVE');
    expect(active.body).toEqual([
      expect.objectContaining({
        campaignId: welcome.campaignId,
        state: 'ACTIVATED',
        bonusAmount: 5000,
        bonusBalance: 5000,
        wageringAmount: 150000,
        wageringProgress: 0,
      }),
    ]);
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 5000, casinoBonus: 5000 });
    // The second deposit offers the reload, not the welcome offer again; v2 answers the same.
    const next = await rewards(playerId, '?rewardsType=ELIGIBLE', 2);
    expect((next.body as Record<string, unknown>[]).map((reward) => reward.triggerEvent)).toEqual(['SECOND_DEPOSIT', 'REGISTRATION_WITH_TIMEFRAME']);
    expect(((await rewards(playerId, '?excludeTriggerType=SECOND_DEPOSIT')).body as Record<string, unknown>[]).map((reward) => reward.triggerEvent)).toEqual([
      'REGISTRATION_WITH_TIMEFRAME',
    ]);
    expect((await rewards(playerId, '?hasBonusCode=true')).body).toEqual([]);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('a deposit whose selected bonus cannot be given is credited without it', async () => {
    const { db } = database().handle;
    await seedCampaigns(db, DEMO_CAMPAIGNS);
    const playerId = await insertVerifiedPlayer(db, 'below@example.com');
    const [welcome] = (await rewards(playerId)).body as unknown as { campaignId: number }[];
    await deposit(playerId, 1000, welcome.campaignId); // below the €20 minimum
    expect((await walletClient(playerId).wallet()).body).toMatchObject({ mainBalance: 1000, casinoBonus: 0 });
    expect(await db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, playerId))).toEqual([]);
  });

  it('validates bonus codes, claims with one, and answers ACTIVE_BONUS_IN_SAME_VERTICAL for a second; forfeit then claim works (v1 and v2)', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'code@example.com');
    const first = await codeCampaign(db);
    const second = await codeCampaign(db);
    expect((await call(availableRoute.GET as Handler, '/v1/bonus-code/manual-claim/available', playerId)).body).toEqual({ isAvailable: true });
    expect((await validate(playerId, 'NOPE1234')).body).toMatchObject({ status: 400, code: 'error.bonus_code.invalid' });
    expect((await validate(playerId, 'no spaces!')).body).toMatchObject({ status: 400, code: 'error.request.validation' });
    expect((await validate(playerId, first.bonusCode!.toLowerCase())).body).toEqual({ bonusCodeValue: first.bonusCode, bonusCodeCampaignId: first.campaignId });
    // A code campaign cannot be claimed by id, only with its code.
    expect((await claim(playerId, first.campaignId)).body).toMatchObject({ code: 'error.bonus.not_eligible' });
    const claimed = await manualClaim(playerId, first.bonusCode!);
    expect(claimed.body).toMatchObject({ state: 'ACTIVATED', bonusAmount: 1000, bonusBalance: 1000, wageringAmount: 10000 });

    const refused = await manualClaim(playerId, second.bonusCode!);
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'error.bonus.active.already.exists',
      additionalInfo: { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL', assignmentId: claimed.body.assignmentId },
    });
    const forfeited = await setState(playerId, claimed.body.assignmentId as number, { state: 'FORFEITED', wageringProgress: 0 }, 2);
    expect(forfeited.body).toMatchObject({ state: 'FORFEITED', bonusBalance: null });
    expect((await setState(playerId, claimed.body.assignmentId as number, { state: 'FORFEITED' })).body).toMatchObject({
      code: 'error.bonus.assignment.not_active',
    });
    expect((await manualClaim(playerId, second.bonusCode!)).body).toMatchObject({ state: 'ACTIVATED' });
    // The first code was used as often as it allows.
    expect((await validate(playerId, first.bonusCode)).body).toMatchObject({ code: 'error.bonus_code.not_available' });
  });

  it('forfeit of another player’s or an unknown assignment is 404; malformed ids are 400', async () => {
    const { db } = database().handle;
    const owner = await insertVerifiedPlayer(db, 'owner@example.com');
    const other = await insertVerifiedPlayer(db, 'other@example.com');
    const campaign = await codeCampaign(db);
    const claimed = await manualClaim(owner, campaign.bonusCode!);
    expect((await setState(other, claimed.body.assignmentId as number, { state: 'FORFEITED' })).body).toMatchObject({
      status: 404,
      code: 'error.bonus.assignment.not_found',
    });
    expect((await setState(other, 'abc', { state: 'FORFEITED' })).status).toBe(400);
    expect((await setState(other, 5, { state: 'EXPIRED' })).status).toBe(400);
    expect((await claim(other, 999999)).body).toMatchObject({ status: 404, code: 'error.bonus.campaign.not_found' });
    expect((await claim(other, 'x', 2)).status).toBe(400);
  });

  it('refuses payout-risk and bonus-restricted players everywhere a bonus is claimed', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'payout@example.com');
    const campaign = await codeCampaign(db);
    await db.update(players).set({ payout: true }).where(eq(players.playerId, playerId));
    expect((await call(availableRoute.GET as Handler, '/v1/bonus-code/manual-claim/available', playerId)).body).toEqual({ isAvailable: false });
    expect((await validate(playerId, campaign.bonusCode)).body).toMatchObject({ code: 'error.bonus_code.not_available' });
    expect((await manualClaim(playerId, campaign.bonusCode!)).body).toMatchObject({ code: 'error.bonus_code.not_available' });
    expect((await rewards(playerId)).body).toEqual([]);
  });

  it('reads campaigns by id and records consent by id or code (v1 and v2)', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'consent@example.com');
    const campaign = await codeCampaign(db);
    const draft = await codeCampaign(db, { status: 'DRAFT' });
    const read = await call(campaignsV1.GET as Handler, `/v1/bonus/campaigns?campaignIds=${campaign.campaignId},${draft.campaignId},424242`, playerId);
    expect((read.body as Record<string, unknown>[]).map((reward) => reward.campaignId)).toEqual([campaign.campaignId]);
    expect((await call(campaignsV1.GET as Handler, '/v1/bonus/campaigns?campaignIds=1;2', playerId)).status).toBe(400);
    const byId = await call(consentV1.POST as Handler, '/v1/bonus/campaigns/consent', playerId, {
      method: 'POST',
      body: { agreed: true, campaignId: campaign.campaignId },
    });
    expect(byId.body).toEqual({ campaignId: campaign.campaignId, agreed: true });
    const byCode = await call(consentV2.POST as Handler, '/v2/bonus/campaigns/consent', playerId, {
      method: 'POST',
      body: { agreed: false, bonusCode: campaign.bonusCode },
    });
    expect(byCode.body).toEqual({ campaignId: campaign.campaignId, agreed: false });
    expect(await db.select().from(bonusConsents)).toEqual([expect.objectContaining({ playerId, campaignId: campaign.campaignId, agreed: false })]);
    expect((await call(consentV1.POST as Handler, '/v1/bonus/campaigns/consent', playerId, { method: 'POST', body: { agreed: true } })).status).toBe(400);
    expect(
      (await call(consentV1.POST as Handler, '/v1/bonus/campaigns/consent', playerId, { method: 'POST', body: { agreed: true, bonusCode: 'UNKNOWN1' } })).body,
    ).toMatchObject({
      code: 'error.bonus_code.invalid',
    });
  });

  it('activates an assigned (ELIGIBLE) reward through the state call', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'assigned@example.com');
    const campaign = await codeCampaign(db, { triggerType: null, bonusCode: null });
    const [offered] = await db
      .insert(bonusAssignments)
      .values({ campaignId: campaign.campaignId, playerId, claimNumber: 1, state: 'ELIGIBLE', vertical: 'CASINO', currency: 'EUR' })
      .returning();
    expect(((await rewards(playerId)).body as Record<string, unknown>[])[0]).toMatchObject({ assignmentId: offered.assignmentId, state: 'ELIGIBLE' });
    const activated = await setState(playerId, offered.assignmentId, { state: 'ACTIVATED', bonusAssignmentId: offered.assignmentId });
    expect(activated.body).toMatchObject({ assignmentId: offered.assignmentId, state: 'ACTIVATED', bonusBalance: 1000 });
    expect((await claim(playerId, campaign.campaignId, 2)).body).toMatchObject({ code: 'error.bonus.claim.limit_reached' });
  });
});
