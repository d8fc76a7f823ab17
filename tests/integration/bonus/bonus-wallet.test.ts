import { eq, sql } from 'drizzle-orm';
import { executeRows } from '@/server/db/execute-rows';
import { requestHash } from '@/server/domains/ledger/request-hash';
import { bonusAssignments, ledgerOperations } from '@/server/db/schema';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { forfeitBonus } from '@/server/domains/bonus/forfeit-bonus';
import { sweepBonuses } from '@/server/domains/bonus/sweep-bonuses';
import { createCampaign } from '@/server/domains/bonus/create-campaign';
import { getGameLimitations } from '@/server/domains/games/get-game-limitations';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { callSeamless, fund, openSession, txId } from '../games/support';
import { accountBalance, assignmentOf, codeCampaign, POKER_GAME, SLOT_GAME } from './support';

// The bonus wallet in the ledger (issue 23 item 3; docs/decisions.md "Bonus wallet"), through the seamless route.
describe('bonus wallet', () => {
  const database = useTestDatabase();

  async function bonusPlayer(email: string, cash: bigint, overrides: Record<string, unknown> = {}) {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, email);
    if (cash > 0n) await fund(db, playerId, cash);
    const campaign = await codeCampaign(db, overrides);
    const assignment = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });
    return { db, playerId, campaign, assignment };
  }

  it('ledger_request_hash hashes three-leg operations exactly as request-hash.ts does', async () => {
    const { db } = database().handle;
    const legs = [
      { ownerType: 'PLAYER' as const, ownerId: 12, purpose: 'MAIN' as const, amount: -50n },
      { ownerType: 'GAME' as const, ownerId: 3, purpose: 'GAME' as const, amount: 150n },
      { ownerType: 'PLAYER' as const, ownerId: 12, purpose: 'CASINO' as const, amount: -100n },
    ];
    const json = JSON.stringify(legs.map((leg) => ({ owner_type: leg.ownerType, owner_id: leg.ownerId, purpose: leg.purpose, amount: leg.amount.toString() })));
    const [row] = await executeRows<{ hash: string }>(db, sql`select ledger_request_hash('BET', 'CASINO', 'SUCCESS', 12, 'EUR', 7, ${json}::jsonb) as hash`);
    expect(row.hash).toBe(requestHash({ idempotencyKey: 'k', type: 'BET', category: 'CASINO', playerId: 12, currency: 'EUR', reversesOperationId: 7, legs }));
  });

  it('refuses a UK campaign with wagering above 10× at creation, and accepts it outside GB', async () => {
    const { db } = database().handle;
    await expect(codeCampaign(db, { wrMultiplier: 11 })).rejects.toMatchObject({ code: 'error.bonus.campaign.invalid' });
    await expect(codeCampaign(db, { wrMultiplier: 11, countries: ['GB', 'FI'] })).rejects.toMatchObject({ code: 'error.bonus.campaign.invalid' });
    await expect(codeCampaign(db, { wrMultiplier: 30, countries: ['FI'] })).resolves.toMatchObject({ wrMultiplier: 30 });
    await expect(createCampaign(db, { slug: 'x' })).rejects.toMatchObject({ code: 'error.bonus.campaign.invalid' });
  });

  it('credits the bonus HOUSE → CASINO bonus account and shows it in the playable balance', async () => {
    const { db, playerId, assignment } = await bonusPlayer('grant@example.com', 500n);
    expect(assignment).toMatchObject({ state: 'ACTIVATED', grantedAmount: 1000n, wageringRequired: 10_000n, wagered: 0n });
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(1000n);
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const reply = await callSeamless('balance', { token });
    expect(reply.body.balance).toBe(1500);
    const [grant] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.operationId, assignment.grantOperationId!));
    expect(grant).toMatchObject({ type: 'DEPOSIT', category: 'BONUS' });
  });

  it('takes real money first, then bonus; splits the win by the stake sources; counts wagering at the contribution', async () => {
    const { db, playerId, campaign } = await bonusPlayer('split@example.com', 100n);
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const bet = txId('bet');
    const betReply = await callSeamless('bet', { token, transactionId: bet, roundId: 'r-split', gameId: SLOT_GAME, amount: 200 });
    expect(betReply.status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(0n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(900n);
    expect(betReply.body.balance).toBe(900);
    const win = await callSeamless('win', { token, transactionId: txId('win'), roundId: 'r-split', gameId: SLOT_GAME, amount: 400, betTransactionId: bet });
    expect(win.status).toBe(200);
    // Half the stake was bonus: half the win is bonus.
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(200n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(1100n);
    expect((await assignmentOf(db, playerId, campaign.campaignId)).wagered).toBe(200n);

    // Video poker counts 10 %.
    const { token: pokerToken } = await openSession(db, playerId, POKER_GAME);
    await callSeamless('bet', { token: pokerToken, transactionId: txId('bet'), roundId: 'r-poker', gameId: POKER_GAME, amount: 100 });
    expect((await assignmentOf(db, playerId, campaign.campaignId)).wagered).toBe(210n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('refuses a bet above the maximum bet while wagering with its own code, moving nothing', async () => {
    const { db, playerId } = await bonusPlayer('maxbet@example.com', 5000n);
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const reply = await callSeamless('bet', { token, transactionId: txId('bet'), roundId: 'r-max', gameId: SLOT_GAME, amount: 201 });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('error.seamless.bonus.max_bet_exceeded');
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(5000n);
  });

  it('a rollback returns each source and takes the contribution back out of the progress', async () => {
    const { db, playerId, campaign } = await bonusPlayer('rollback@example.com', 50n);
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const bet = txId('bet');
    await callSeamless('bet', { token, transactionId: bet, roundId: 'r-rb', gameId: SLOT_GAME, amount: 150 });
    expect((await assignmentOf(db, playerId, campaign.campaignId)).wagered).toBe(150n);
    const reply = await callSeamless('rollback', { token, transactionId: txId('rb'), originalTransactionId: bet, roundId: 'r-rb' });
    expect(reply.status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(50n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(1000n);
    expect((await assignmentOf(db, playerId, campaign.campaignId)).wagered).toBe(0n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('completing the wagering converts the bonus to cash, capped, and forfeits the rest', async () => {
    const { db, playerId, campaign } = await bonusPlayer('complete@example.com', 0n, { wrMultiplier: 1, maxConversion: '600', stickiness: 'NON_STICKY' });
    const { token } = await openSession(db, playerId, SLOT_GAME);
    for (let i = 0; i < 4; i += 1) {
      const bet = txId('bet');
      await callSeamless('bet', { token, transactionId: bet, roundId: `r-c${i}`, gameId: SLOT_GAME, amount: 200 });
      await callSeamless('win', { token, transactionId: txId('win'), roundId: `r-c${i}`, gameId: SLOT_GAME, amount: 200, betTransactionId: bet });
    }
    const bet = txId('bet');
    await callSeamless('bet', { token, transactionId: bet, roundId: 'r-c-last', gameId: SLOT_GAME, amount: 200 });
    const done = await assignmentOf(db, playerId, campaign.campaignId);
    expect(done).toMatchObject({ state: 'COMPLETED', convertedAmount: 600n, forfeitedAmount: 200n });
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(600n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
    // The last bet's win arrives after the conversion: it is cash.
    await callSeamless('win', { token, transactionId: txId('win'), roundId: 'r-c-last', gameId: SLOT_GAME, amount: 300, betTransactionId: bet });
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(900n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('forfeit removes the bonus money with a FORFEIT posting, keeps the cash, and a later win share goes to the house', async () => {
    const { db, playerId, assignment } = await bonusPlayer('forfeit@example.com', 100n);
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const bet = txId('bet');
    await callSeamless('bet', { token, transactionId: bet, roundId: 'r-f', gameId: SLOT_GAME, amount: 200 });
    const ended = await forfeitBonus(db, { playerId, assignmentId: assignment.assignmentId });
    expect(ended).toMatchObject({ state: 'FORFEITED', forfeitedAmount: 900n });
    const forfeits = await db.select().from(ledgerOperations).where(eq(ledgerOperations.type, 'FORFEIT'));
    expect(forfeits).toHaveLength(1);
    await expect(forfeitBonus(db, { playerId, assignmentId: assignment.assignmentId })).rejects.toMatchObject({ code: 'error.bonus.assignment.not_active' });
    await callSeamless('win', { token, transactionId: txId('win'), roundId: 'r-f', gameId: SLOT_GAME, amount: 400, betTransactionId: bet });
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(200n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
    expect(await readInvariants(db)).toEqual(HEALTHY);
  });

  it('feeds the game-limitations call: a game the running campaign excludes or weights at 0 % is flagged excluded', async () => {
    const { db, playerId } = await bonusPlayer('limits@example.com', 0n, { excludedGameIds: [POKER_GAME], gameContributions: { slots: 100 } });
    expect(await getGameLimitations(db, playerId, SLOT_GAME)).toEqual({ gameId: SLOT_GAME, statusCode: 2 });
    expect(await getGameLimitations(db, playerId, POKER_GAME)).toEqual({ gameId: POKER_GAME, statusCode: 1 });
  });

  it('another player cannot forfeit the bonus', async () => {
    const { db, assignment } = await bonusPlayer('owner@example.com', 0n);
    const other = await insertPlayer(db, 'other@example.com');
    await expect(forfeitBonus(db, { playerId: other, assignmentId: assignment.assignmentId })).rejects.toMatchObject({
      code: 'error.bonus.assignment.not_found',
    });
  });

  it('expiry forfeits the bonus money; the expired bonus no longer pays bets', async () => {
    const { db, playerId, assignment } = await bonusPlayer('expiry@example.com', 0n);
    await db
      .update(bonusAssignments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bonusAssignments.assignmentId, assignment.assignmentId));
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const refused = await callSeamless('bet', { token, transactionId: txId('bet'), roundId: 'r-e', gameId: SLOT_GAME, amount: 100 });
    expect(refused.body.code).toBe('error.seamless.insufficient_funds');
    expect(await sweepBonuses(db, { playerId })).toBe(1);
    expect(await assignmentOf(db, playerId, assignment.campaignId)).toMatchObject({ state: 'EXPIRED', forfeitedAmount: 1000n });
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
  });

  it('one running bonus per vertical: a second claim answers ACTIVE_BONUS_IN_SAME_VERTICAL', async () => {
    const { db, playerId, assignment } = await bonusPlayer('second@example.com', 0n);
    const second = await codeCampaign(db);
    await expect(claimReward(db, { playerId, campaignId: second.campaignId, viaBonusCode: true })).rejects.toMatchObject({
      code: 'error.bonus.active.already.exists',
      extra: { additionalInfo: { errorType: 'ACTIVE_BONUS_IN_SAME_VERTICAL', assignmentId: assignment.assignmentId } },
    });
  });
});
