import { eq } from 'drizzle-orm';
import { bonusCampaigns } from '@/server/db/schema';
import { seedCampaigns } from '@/server/domains/bonus/seed-campaigns';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { DEMO_CAMPAIGNS } from '@/server/db/seed/demo-campaigns';
import { useTestDatabase } from '../support/setup';
import { insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { walletClient } from '../wallet/support';
import { codeCampaign, depositWithCallback, useSandboxPayments } from './support';

// The deposit result page's read (GET /v1/player/wallet/deposit/{depositid}): whether the deposit bonus the player
// chose was granted, and why not (docs/decisions.md "Deposit bonus skipped"), on PGlite and PostgreSQL.
const database = useTestDatabase();
useSandboxPayments();

/** The seeded welcome offer (100 % of a first deposit from €20). */
async function welcomeOffer(): Promise<number> {
  const { db } = database().handle;
  await seedCampaigns(db, DEMO_CAMPAIGNS);
  const [welcome] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.triggerType, 'FIRST_DEPOSIT'));
  return welcome.campaignId;
}

describe('deposit result: the selected bonus', () => {
  it('says GRANTED when the bonus was credited with the deposit', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'granted@example.com');
    const campaignId = await welcomeOffer();
    const depositId = await depositWithCallback(db, playerId, 5_000, campaignId);
    const answer = await walletClient(playerId).deposit(depositId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ depositId, status: 'SUCCESS', amount: 5_000, currency: 'EUR', bonus: { campaignId, state: 'GRANTED', reason: null } });
  });

  it('says NOT_GRANTED with the reason when the bonus was skipped (below the minimum; another bonus running)', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'skipped@example.com');
    const campaignId = await welcomeOffer();
    const below = await depositWithCallback(db, playerId, 1_000, campaignId);
    expect((await walletClient(playerId).deposit(below)).body).toMatchObject({
      status: 'SUCCESS',
      amount: 1_000,
      bonus: { campaignId, state: 'NOT_GRANTED', reason: 'error.bonus.deposit.below_minimum' },
    });

    const other = await insertVerifiedPlayer(db, 'running@example.com');
    const code = await codeCampaign(db);
    await claimReward(db, { playerId: other, campaignId: code.campaignId, viaBonusCode: true });
    const running = await depositWithCallback(db, other, 5_000, campaignId);
    expect((await walletClient(other).deposit(running)).body).toMatchObject({
      status: 'SUCCESS',
      bonus: { state: 'NOT_GRANTED', reason: 'error.bonus.active.already.exists' },
    });
    expect((await walletClient(other).wallet()).body).toMatchObject({ mainBalance: 5_000, casinoBonus: 1_000 });
  });

  it('says NOT_GRANTED without a reason for a declined deposit, null without a selected bonus; another player’s deposit is 404', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'declined@example.com');
    const campaignId = await welcomeOffer();
    const declined = await depositWithCallback(db, playerId, 5_000, campaignId, 'DECLINED');
    expect((await walletClient(playerId).deposit(declined)).body).toMatchObject({ status: 'FAILED', bonus: { state: 'NOT_GRANTED', reason: null } });
    const plain = await depositWithCallback(db, playerId, 2_000);
    expect((await walletClient(playerId).deposit(plain)).body).toMatchObject({ status: 'SUCCESS', bonus: null });

    const stranger = await insertVerifiedPlayer(db, 'stranger@example.com');
    expect((await walletClient(stranger).deposit(plain)).body).toMatchObject({ status: 404, code: 'error.not_found' });
    expect((await walletClient(playerId).deposit('abc')).status).toBe(400);
    expect((await walletClient(null).deposit(plain)).status).toBe(401);
  });
});
