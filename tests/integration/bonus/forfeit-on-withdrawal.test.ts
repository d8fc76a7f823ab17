import { and, eq, sql } from 'drizzle-orm';
import { executeRows } from '@/server/db/execute-rows';
import { bonusAssignments, ledgerOperations } from '@/server/db/schema';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';
import { useTestDatabase } from '../support/setup';
import { HEALTHY, insertVerifiedPlayer, readInvariants } from '../ledger/support/ledger-fixtures';
import { walletClient } from '../wallet/support';
import { accountBalance, codeCampaign } from './support';

// Forfeit on withdrawal (issue 23 item 3; games-wallet-bonuses §2 overlays, games-wallet-bonuses §4 forfeit flows; docs/decisions.md
// "Forfeit on withdrawal"), through the withdrawal route, on PGlite and PostgreSQL.
const database = useTestDatabase();
// The first call loads the wallet and bonus routes; on a busy machine that alone took over 30 s.
jest.setTimeout(60_000);

/** A verified player with €100 cash and a running €10 casino bonus (10× wagering). */
async function playerWithBonus(email: string) {
  const { db } = database().handle;
  const playerId = await insertVerifiedPlayer(db, email);
  await creditDeposit(db, { playerId, amount: 10_000n, providerReference: `psp-${email}` });
  const campaign = await codeCampaign(db);
  const assignment = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });
  return { playerId, assignmentId: assignment.assignmentId, client: walletClient(playerId) };
}

async function stateOf(assignmentId: number) {
  const [row] = await database().handle.db.select().from(bonusAssignments).where(eq(bonusAssignments.assignmentId, assignmentId));
  return row;
}

async function forfeitOperations(playerId: number) {
  return database()
    .handle.db.select()
    .from(ledgerOperations)
    .where(and(eq(ledgerOperations.playerId, playerId), eq(ledgerOperations.type, 'FORFEIT')));
}

async function withdrawals(playerId: number): Promise<number> {
  const [row] = await executeRows<{ n: number }>(database().handle.db, sql`select count(*)::int as n from withdrawals where player_id = ${playerId}`);
  return Number(row.n);
}

describe('forfeit on withdrawal', () => {
  it('refuses a withdrawal while a bonus runs with 409 error.withdrawal.bonus.active and writes nothing', async () => {
    const { db } = database().handle;
    const { playerId, assignmentId, client } = await playerWithBonus('refused@example.com');
    const answer = await client.requestWithdrawal({ amount: 2_500 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      status: 409,
      code: 'error.withdrawal.bonus.active',
      additionalInfo: { errorType: 'ACTIVE_BONUS_ON_WITHDRAWAL', assignmentId, activeBonuses: 1 },
    });
    // Explicitly declining is the same refusal.
    expect((await client.requestWithdrawal({ amount: 2_500, forfeitActiveBonuses: false })).status).toBe(409);
    expect((await stateOf(assignmentId)).state).toBe('ACTIVATED');
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 10_000, lockedBalance: 0, casinoBonus: 1_000 });
    expect(await withdrawals(playerId)).toBe(0);
    expect(await forfeitOperations(playerId)).toEqual([]);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('with the consent, forfeits the bonus (BONUS → HOUSE, FORFEIT) and reserves the withdrawal in one go; a retry replays', async () => {
    const { db } = database().handle;
    const { playerId, assignmentId, client } = await playerWithBonus('consent@example.com');
    const houseBefore = await accountBalance(db, 'HOUSE', 0, 'HOUSE');
    const answer = await client.requestWithdrawal({ amount: 2_500, forfeitActiveBonuses: true }, 'forfeit-withdraw-1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'SUCCESS', pendingWithdrawal: { amount: 2_500, status: 'PENDING' } });
    expect(await stateOf(assignmentId)).toMatchObject({ state: 'FORFEITED', forfeitedAmount: 1_000n, convertedAmount: 0n });
    expect((await client.wallet()).body).toMatchObject({ mainBalance: 7_500, lockedBalance: 2_500, casinoBonus: 0 });
    const forfeits = await forfeitOperations(playerId);
    expect(forfeits).toHaveLength(1);
    expect(forfeits[0]).toMatchObject({ idempotencyKey: `bonus:forfeit:${assignmentId}`, category: 'BONUS' });
    expect((await accountBalance(db, 'HOUSE', 0, 'HOUSE')) - houseBefore).toBe(1_000n);

    const again = await client.requestWithdrawal({ amount: 2_500, forfeitActiveBonuses: true }, 'forfeit-withdraw-1');
    expect(again.body).toEqual(answer.body);
    expect(await forfeitOperations(playerId)).toHaveLength(1);
    expect(await withdrawals(playerId)).toBe(1);
    // No bonus runs any more: the next withdrawal needs no consent.
    expect((await client.requestWithdrawal({ amount: 500 })).body).toMatchObject({ result: 'SUCCESS' });
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('a withdrawal refused for another reason answers that refusal and keeps the bonus, consent or not', async () => {
    const { playerId, assignmentId, client } = await playerWithBonus('poor@example.com');
    expect((await client.requestWithdrawal({ amount: 10_001, forfeitActiveBonuses: true })).body).toMatchObject({ result: 'NOT_ENOUGH_FUNDS' });
    expect((await client.requestWithdrawal({ amount: 10_001 })).body).toMatchObject({ result: 'NOT_ENOUGH_FUNDS' });
    expect((await stateOf(assignmentId)).state).toBe('ACTIVATED');
    expect(await forfeitOperations(playerId)).toEqual([]);
  });

  it('needs no consent for a bonus already wagered (converted to cash first) or expired (expired, not forfeited)', async () => {
    const { db } = database().handle;
    const wagered = await playerWithBonus('wagered@example.com');
    await db.update(bonusAssignments).set({ wageringReachedAt: new Date() }).where(eq(bonusAssignments.assignmentId, wagered.assignmentId));
    // The conversion lands before the balance check: the converted €10 can be withdrawn with the cash.
    expect((await wagered.client.requestWithdrawal({ amount: 11_000 })).body).toMatchObject({ result: 'SUCCESS' });
    expect(await stateOf(wagered.assignmentId)).toMatchObject({ state: 'COMPLETED', convertedAmount: 1_000n });

    const expired = await playerWithBonus('expired@example.com');
    await db
      .update(bonusAssignments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bonusAssignments.assignmentId, expired.assignmentId));
    expect((await expired.client.requestWithdrawal({ amount: 1_000 })).body).toMatchObject({ result: 'SUCCESS' });
    expect(await stateOf(expired.assignmentId)).toMatchObject({ state: 'EXPIRED', forfeitedAmount: 1_000n });
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('validates the consent field (a boolean) with a 400 field error', async () => {
    const { client } = await playerWithBonus('invalid@example.com');
    const answer = await client.requestWithdrawal({ amount: 100, forfeitActiveBonuses: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'error.request.validation', fieldErrors: [expect.objectContaining({ field: 'forfeitActiveBonuses' })] });
  });
});
