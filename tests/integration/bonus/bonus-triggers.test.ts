import { and, eq, sql } from 'drizzle-orm';
import * as claimRoute from '@/app/api/v1/bonus/rewards/[campaignid]/claim/route';
import * as consentRoute from '@/app/api/v1/bonus/campaigns/consent/route';
import * as rewardsRoute from '@/app/api/v1/bonus/rewards/route';
import { bonusAssignments, players } from '@/server/db/schema';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { completeBonus } from '@/server/domains/bonus/complete-bonus';
import { forfeitBonus } from '@/server/domains/bonus/forfeit-bonus';
import { offerRegistrationRewards } from '@/server/domains/bonus/offer-reward';
import { setCampaignConsent, setCampaignLink } from '@/server/domains/bonus/campaign-settings';
import { sweepBonuses } from '@/server/domains/bonus/sweep-bonuses';
import { completeRegistrationIfReady } from '@/server/domains/identity/registration-state';
import type { Database } from '@/server/db/database';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { registerComplete } from '../identity/support';
import { HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { accountBalance, codeCampaign } from './support';

// Issue 23's remaining triggers on PGlite and PostgreSQL: registration writes the ELIGIBLE assignment at sign-up, a
// completed bonus offers its linked follow-up exactly once, and a campaign requiring consent is claimed only after
// the player agreed (forfeit first, then consent). docs/decisions.md "Bonus triggers and consent".
const database = useTestDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function call(handler: Handler, path: string, playerId: number, init: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  const headers = { authorization: `Bearer ${await identityTokenFor(playerId)}` };
  const response = await handler(apiRequest(path, { method: init.method, body: init.body, headers }), { params: Promise.resolve(init.params ?? {}) });
  return { status: response.status, body: (await readJson(response)) as Record<string, unknown> };
}
const claim = (playerId: number, campaignId: number) =>
  call(claimRoute.POST as Handler, `/v1/bonus/rewards/${campaignId}/claim`, playerId, { method: 'POST', params: { campaignid: String(campaignId) } });
const consent = (playerId: number, campaignId: number, agreed: boolean) =>
  call(consentRoute.POST as Handler, '/v1/bonus/campaigns/consent', playerId, { method: 'POST', body: { agreed, campaignId } });
const eligible = async (playerId: number) =>
  (await call(rewardsRoute.GET as Handler, '/v1/bonus/rewards?rewardsType=ELIGIBLE', playerId)).body as unknown as Record<string, unknown>[];

/** A running registration campaign (€5 casino bonus, 7 days to claim) offered in Finland. */
const registrationCampaign = (db: Database, overrides: Record<string, unknown> = {}) =>
  codeCampaign(db, {
    kind: 'MANUAL',
    triggerType: 'REGISTRATION_WITH_TIMEFRAME',
    bonusCode: null,
    registrationDays: 7,
    fixedAmount: '500',
    countries: ['FI'],
    ...overrides,
  });
const followUpCampaign = (db: Database) => codeCampaign(db, { kind: 'TRIGGERED', triggerType: 'LINKED_CAMPAIGN', bonusCode: null, fixedAmount: '700' });

const rowsOf = (db: Database, playerId: number, campaignId: number) =>
  db
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.campaignId, campaignId)));

/** Marks a running bonus's wagering as met (what the bet that meets it does in seamless_bet). */
const wageringMet = (db: Database, assignmentId: number) =>
  db
    .update(bonusAssignments)
    .set({ wagered: sql`wagering_required`, wageringReachedAt: new Date() })
    .where(eq(bonusAssignments.assignmentId, assignmentId));

describe('registration trigger', () => {
  it('assigns the running registration campaigns of the player’s country at sign-up, once, until createdAt + registrationDays', async () => {
    const { db } = database().handle;
    const offered = await registrationCampaign(db);
    const elsewhere = await registrationCampaign(db, { countries: ['SE'] });
    const draft = await registrationCampaign(db, { status: 'DRAFT' });

    const playerId = await registerComplete();
    const [player] = await db.select().from(players).where(eq(players.playerId, playerId));
    expect(player.status).toBe('REGISTERED');
    const [row] = await rowsOf(db, playerId, offered.campaignId);
    expect(row).toMatchObject({ state: 'ELIGIBLE', offeredBy: 'REGISTRATION', claimNumber: 1, vertical: 'CASINO', currency: 'EUR' });
    expect(row.eligibleUntil?.getTime()).toBe(player.createdAt.getTime() + 7 * 86_400_000);
    expect(await rowsOf(db, playerId, elsewhere.campaignId)).toEqual([]);
    expect(await rowsOf(db, playerId, draft.campaignId)).toEqual([]);

    // Completing again, or the trigger running again, writes nothing more (conditional UPDATE, unique index).
    await completeRegistrationIfReady(db, playerId);
    expect(await offerRegistrationRewards(db, playerId)).toEqual([]);
    expect(await rowsOf(db, playerId, offered.campaignId)).toHaveLength(1);

    // The list and the claim read the assignment.
    expect((await eligible(playerId)).map((reward) => [reward.campaignId, reward.assignmentId, reward.state])).toEqual([
      [offered.campaignId, row.assignmentId, 'ELIGIBLE'],
    ]);
    const claimed = await claim(playerId, offered.campaignId);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ assignmentId: row.assignmentId, state: 'ACTIVATED', bonusAmount: 500 });
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(500n);
  });

  it('offers nothing to a player who did not sign up through the trigger, and closes the offer after its window', async () => {
    const { db } = database().handle;
    const campaign = await registrationCampaign(db);
    const direct = await insertPlayer(db, 'direct@example.com');
    expect(await eligible(direct)).toEqual([]);
    expect((await claim(direct, campaign.campaignId)).body).toMatchObject({ status: 409, code: 'error.bonus.not_eligible' });

    const playerId = await registerComplete();
    const [row] = await rowsOf(db, playerId, campaign.campaignId);
    const late = new Date(row.eligibleUntil!.getTime() + 1);
    await expect(claimReward(db, { playerId, campaignId: campaign.campaignId, now: late })).rejects.toMatchObject({ code: 'error.bonus.not_eligible' });
    expect(await sweepBonuses(db, { playerId, now: late })).toBe(1);
    expect((await rowsOf(db, playerId, campaign.campaignId))[0].state).toBe('EXPIRED');
  });

  it('a failure to assign never fails sign-up: the player is registered without the reward', async () => {
    const { db } = database().handle;
    await registrationCampaign(db);
    await db.execute(sql`create function refuse_offers() returns trigger language plpgsql as $$ begin raise exception 'offers are down'; end $$`);
    await db.execute(sql`create trigger refuse_offers before insert on bonus_assignments for each row execute function refuse_offers()`);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const playerId = await registerComplete();
      const [player] = await db.select().from(players).where(eq(players.playerId, playerId));
      expect(player.status).toBe('REGISTERED');
      expect(await db.select().from(bonusAssignments)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('registration rewards not offered'));
    } finally {
      warn.mockRestore();
      await db.execute(sql`drop trigger refuse_offers on bonus_assignments`);
      await db.execute(sql`drop function refuse_offers()`);
    }
  });
});

describe('linked campaign trigger', () => {
  it('offers the follow-up once when a bonus of the linking campaign completes, never on forfeit', async () => {
    const { db } = database().handle;
    const followUp = await followUpCampaign(db);
    const first = await codeCampaign(db, { maxClaimsPerPlayer: 5 });
    await setCampaignLink(db, first.slug, followUp.slug);
    const playerId = await insertPlayer(db, 'linked@example.com');

    // Before completion the follow-up is not claimable; a forfeited bonus offers nothing.
    expect((await claim(playerId, followUp.campaignId)).body).toMatchObject({ code: 'error.bonus.not_eligible' });
    const forfeited = await claimReward(db, { playerId, campaignId: first.campaignId, viaBonusCode: true });
    await forfeitBonus(db, { playerId, assignmentId: forfeited.assignmentId });
    expect(await rowsOf(db, playerId, followUp.campaignId)).toEqual([]);

    const running = await claimReward(db, { playerId, campaignId: first.campaignId, viaBonusCode: true });
    await wageringMet(db, running.assignmentId);
    await completeBonus(db, { playerId, assignmentId: running.assignmentId });
    await completeBonus(db, { playerId, assignmentId: running.assignmentId });
    await sweepBonuses(db, { playerId });
    const offers = await rowsOf(db, playerId, followUp.campaignId);
    expect(offers).toEqual([expect.objectContaining({ state: 'ELIGIBLE', offeredBy: `LINKED:${running.assignmentId}`, eligibleUntil: null })]);

    expect((await eligible(playerId)).map((reward) => reward.campaignId)).toContain(followUp.campaignId);
    expect(await claim(playerId, followUp.campaignId)).toMatchObject({ status: 200, body: { state: 'ACTIVATED', bonusAmount: 700 } });
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('the operator links only to a LINKED_CAMPAIGN campaign, and can remove the link', async () => {
    const { db } = database().handle;
    const first = await codeCampaign(db);
    const code = await codeCampaign(db);
    await expect(setCampaignLink(db, first.slug, code.slug)).rejects.toMatchObject({ code: 'error.bonus.campaign.invalid' });
    await expect(setCampaignLink(db, first.slug, first.slug)).rejects.toMatchObject({ code: 'error.bonus.campaign.invalid' });
    await expect(setCampaignLink(db, first.slug, 'no-such-campaign')).rejects.toMatchObject({ code: 'error.bonus.campaign.not_found' });
    const followUp = await followUpCampaign(db);
    expect((await setCampaignLink(db, first.slug, followUp.slug)).linkedCampaignId).toBe(followUp.campaignId);
    expect((await setCampaignLink(db, first.slug, null)).linkedCampaignId).toBeNull();
  });
});

describe('consent before claim', () => {
  it('refuses the claim with error.bonus.consent.required until the player agreed, then claims', async () => {
    const { db } = database().handle;
    const campaign = await registrationCampaign(db, { requiresConsent: true });
    const playerId = await registerComplete();
    expect(await eligible(playerId)).toEqual([expect.objectContaining({ campaignId: campaign.campaignId, consentRequired: true, consented: false })]);

    const refused = await claim(playerId, campaign.campaignId);
    expect(refused.body).toMatchObject({
      status: 400,
      code: 'error.bonus.consent.required',
      additionalInfo: { errorType: 'CONSENT_REQUIRED', campaignId: campaign.campaignId },
    });
    expect(await consent(playerId, campaign.campaignId, false)).toMatchObject({ status: 200 });
    expect((await claim(playerId, campaign.campaignId)).body).toMatchObject({ code: 'error.bonus.consent.required' });
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
    expect((await rowsOf(db, playerId, campaign.campaignId))[0].state).toBe('ELIGIBLE');

    await consent(playerId, campaign.campaignId, true);
    expect(await eligible(playerId)).toEqual([expect.objectContaining({ consentRequired: true, consented: true })]);
    expect(await claim(playerId, campaign.campaignId)).toMatchObject({ status: 200, body: { state: 'ACTIVATED', consented: true } });
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(500n);
  });

  it('forfeit then consent: a running bonus is refused first, then the missing consent, then the claim succeeds', async () => {
    const { db } = database().handle;
    const campaign = await registrationCampaign(db, { requiresConsent: true });
    const playerId = await registerComplete();
    const code = await codeCampaign(db);
    const running = await claimReward(db, { playerId, campaignId: code.campaignId, viaBonusCode: true });

    const first = await claim(playerId, campaign.campaignId);
    expect(first.body).toMatchObject({ code: 'error.bonus.active.already.exists', additionalInfo: { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL' } });
    await forfeitBonus(db, { playerId, assignmentId: running.assignmentId });
    expect((await claim(playerId, campaign.campaignId)).body).toMatchObject({ code: 'error.bonus.consent.required' });
    await consent(playerId, campaign.campaignId, true);
    expect(await claim(playerId, campaign.campaignId)).toMatchObject({ status: 200, body: { state: 'ACTIVATED' } });
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('the operator turns consent on and off; a deposit bonus cannot require it', async () => {
    const { db } = database().handle;
    const code = await codeCampaign(db);
    expect((await setCampaignConsent(db, code.slug, true)).requiresConsent).toBe(true);
    expect((await setCampaignConsent(db, code.slug, false)).requiresConsent).toBe(false);
    const deposit = await codeCampaign(db, {
      kind: 'TRIGGERED',
      triggerType: 'FIRST_DEPOSIT',
      bonusCode: null,
      fixedAmount: null,
      matchPercent: 100,
      maxBonus: '1000',
    });
    await expect(setCampaignConsent(db, deposit.slug, true)).rejects.toMatchObject({ code: 'error.bonus.campaign.invalid' });
  });
});
