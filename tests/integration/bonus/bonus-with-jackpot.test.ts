import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { claimReward } from '@/server/domains/bonus/claim-reward';
import { forfeitBonus } from '@/server/domains/bonus/forfeit-bonus';
import { jackpotContribution } from '@/lib/jackpots/policy';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { HEALTHY, readInvariants } from '../ledger/support/ledger-fixtures';
import { callSeamless, fund, openSession, txId } from '../games/support';
import { accountBalance, assignmentOf, codeCampaign } from './support';

// The bonus wallet and progressive jackpots together (docs/decisions.md "Bonus wallet" and "Progressive jackpots in
// play"), through the seamless route: a player with a running casino bonus and little cash plays a jackpot game.
describe('bonus wallet on a jackpot game', () => {
  const database = useTestDatabase();

  /** A jackpot game of the demo catalogue (content/dataset.ndjson), as in tests/integration/jackpots. */
  const JACKPOT_GAME = { id: 'casino-the-frosted-sextant', seed: 5_068_000n };
  const BONUS = 10_000n;
  const STAKE = 1_000;

  interface Pot {
    jackpotId: number;
    amount: bigint;
    seed: bigint;
    wins: number;
  }

  async function readPot(db: Database): Promise<Pot> {
    const [row] = await executeRows<{ jackpot_id: number; amount: string; seed: string; wins: number }>(
      db,
      sql`select jackpot_id, amount::text, seed::text, wins from jackpots where game_id = ${JACKPOT_GAME.id} and currency = 'EUR'`,
    );
    return { jackpotId: Number(row.jackpot_id), amount: BigInt(row.amount), seed: BigInt(row.seed), wins: Number(row.wins) };
  }

  interface Leg {
    ownerType: string;
    ownerId: number;
    purpose: string;
    amount: bigint;
  }

  /** The legs the ledger posted for one provider transaction (its game_transactions row's operation). */
  async function legsOf(db: Database, transactionId: string): Promise<Leg[]> {
    const rows = await executeRows<{ owner_type: string; owner_id: number; purpose: string; amount: string }>(
      db,
      sql`select a.owner_type, a.owner_id, a.purpose, p.amount::text as amount
            from game_transactions t join ledger_postings p on p.operation_id = t.operation_id
            join ledger_accounts a on a.account_id = p.account_id
           where t.transaction_id = ${transactionId} order by p.posting_id`,
    );
    return rows.map((row) => ({ ownerType: row.owner_type, ownerId: Number(row.owner_id), purpose: row.purpose, amount: BigInt(row.amount) }));
  }

  /** Postings sum to zero and no account appears twice in one operation. */
  function expectBalanced(legs: Leg[]): void {
    expect(legs.length).toBeGreaterThan(1);
    expect(legs.reduce((sum, leg) => sum + leg.amount, 0n)).toBe(0n);
    const keys = legs.map((leg) => `${leg.ownerType}:${leg.ownerId}:${leg.purpose}`);
    expect(new Set(keys).size).toBe(keys.length);
  }

  async function counts(db: Database) {
    const [row] = await executeRows<{ operations: string; postings: string; transactions: string }>(
      db,
      sql`select (select count(*) from ledger_operations)::text as operations, (select count(*) from ledger_postings)::text as postings,
                 (select count(*) from game_transactions)::text as transactions`,
    );
    return row;
  }

  async function snapshot(db: Database, playerId: number) {
    return {
      cash: await accountBalance(db, 'PLAYER', playerId, 'MAIN'),
      bonus: await accountBalance(db, 'PLAYER', playerId, 'CASINO'),
      pot: (await readPot(db)).amount,
      counts: await counts(db),
    };
  }

  async function healthy(db: Database): Promise<void> {
    expect(await readInvariants(db)).toEqual(HEALTHY);
    // The pot shown is its seed plus what its liability account holds.
    const pot = await readPot(db);
    expect(pot.amount).toBe(pot.seed + (await accountBalance(db, 'JACKPOT', pot.jackpotId, 'JACKPOT')));
  }

  /** A player with `cash` and a running €100 casino bonus (max bet €50), in a session on the jackpot game. */
  async function bonusPlayer(email: string, cash: bigint) {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, email);
    if (cash > 0n) await fund(db, playerId, cash);
    const campaign = await codeCampaign(db, { fixedAmount: BONUS.toString(), maxBet: '5000' });
    const assignment = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });
    expect(assignment).toMatchObject({ state: 'ACTIVATED', grantedAmount: BONUS });
    const { token } = await openSession(db, playerId, JACKPOT_GAME.id);
    return { db, playerId, campaign, assignment, token };
  }

  const bet = (token: string, transactionId: string, roundId: string, amount = STAKE) =>
    callSeamless('bet', { token, transactionId, roundId, gameId: JACKPOT_GAME.id, amount });

  const contribution = BigInt(jackpotContribution(STAKE));

  it('a mixed cash and bonus bet pays cash first, then bonus, and feeds the pot from the whole stake', async () => {
    const { db, playerId, campaign, token } = await bonusPlayer('mixed-bet@example.com', 300n);
    expect(contribution).toBeGreaterThan(0n);
    const before = await readPot(db);
    expect(before.amount).toBe(JACKPOT_GAME.seed);
    const betId = txId('bet');
    const reply = await bet(token, betId, txId('round'));
    expect(reply.status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(0n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(BONUS - 700n);
    expect(reply.body.balance).toBe(Number(BONUS - 700n));
    expect((await readPot(db)).amount).toBe(before.amount + contribution);
    const legs = await legsOf(db, betId);
    expectBalanced(legs);
    expect(legs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ownerType: 'PLAYER', ownerId: playerId, purpose: 'MAIN', amount: -300n }),
        expect.objectContaining({ ownerType: 'PLAYER', ownerId: playerId, purpose: 'CASINO', amount: -700n }),
        expect.objectContaining({ ownerType: 'JACKPOT', ownerId: before.jackpotId, purpose: 'JACKPOT', amount: contribution }),
        expect.objectContaining({ ownerType: 'GAME', purpose: 'GAME', amount: BigInt(STAKE) - contribution }),
      ]),
    );
    expect(legs).toHaveLength(4);
    // Jackpot games are excluded from bonus wagering (docs/decisions.md "Game limitations"): the bonus pays, progress stays.
    expect((await assignmentOf(db, playerId, campaign.campaignId)).wagered).toBe(0n);
    await healthy(db);
  });

  it('splits a plain win by the stake sources; a jackpot win pays the whole pot as cash and resets it to the seed', async () => {
    const { db, playerId, token } = await bonusPlayer('mixed-win@example.com', 300n);
    // Round 1: a plain win on a 30 % cash / 70 % bonus stake.
    const round1 = txId('round');
    const bet1 = txId('bet');
    expect((await bet(token, bet1, round1)).status).toBe(200);
    const win1 = txId('win');
    const plain = await callSeamless('win', { token, transactionId: win1, roundId: round1, gameId: JACKPOT_GAME.id, amount: 2_000, betTransactionId: bet1 });
    expect(plain.status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(600n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(BONUS - 700n + 1_400n);
    expect(plain.body.balance).toBe(Number(600n + BONUS - 700n + 1_400n));
    expectBalanced(await legsOf(db, win1));
    await healthy(db);

    // Round 2: the same kind of stake (600 cash, 400 bonus), then a jackpot win with a line win on top.
    const round2 = txId('round');
    const bet2 = txId('bet');
    expect((await bet(token, bet2, round2)).status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(0n);
    const bonusBefore = await accountBalance(db, 'PLAYER', playerId, 'CASINO');
    expect(bonusBefore).toBe(BONUS - 700n + 1_400n - 400n);
    const pot = await readPot(db);
    expect(pot.amount).toBe(JACKPOT_GAME.seed + 2n * contribution);
    const win2 = txId('win');
    const jackpot = await callSeamless('win', {
      token,
      transactionId: win2,
      roundId: round2,
      gameId: JACKPOT_GAME.id,
      amount: 500,
      betTransactionId: bet2,
      jackpot: true,
    });
    expect(jackpot.status).toBe(200);
    expect(jackpot.body.jackpotAmount).toBe(Number(pot.amount));
    // The line win splits 60/40; the pot is cash.
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(300n + pot.amount);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(bonusBefore + 200n);
    expect(jackpot.body.balance).toBe(Number(300n + pot.amount + bonusBefore + 200n));
    expect(await readPot(db)).toMatchObject({ amount: JACKPOT_GAME.seed, wins: 1 });
    const legs = await legsOf(db, win2);
    expectBalanced(legs);
    expect(legs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ownerType: 'PLAYER', ownerId: playerId, purpose: 'MAIN', amount: 300n + pot.amount }),
        expect.objectContaining({ ownerType: 'PLAYER', ownerId: playerId, purpose: 'CASINO', amount: 200n }),
        expect.objectContaining({ ownerType: 'JACKPOT', purpose: 'JACKPOT', amount: -(pot.amount - pot.seed) }),
        expect.objectContaining({ ownerType: 'HOUSE', purpose: 'HOUSE', amount: -pot.seed }),
        expect.objectContaining({ ownerType: 'GAME', purpose: 'GAME', amount: -500n }),
      ]),
    );
    // A jackpot win is final.
    const rollback = await callSeamless('rollback', { token, transactionId: txId('rb'), originalTransactionId: win2, roundId: round2 });
    expect([rollback.status, rollback.body.code]).toEqual([409, 'error.seamless.jackpot.paid']);
    await healthy(db);
  });

  it('a jackpot win after the bonus was forfeited meets the seed and the forfeited share in one HOUSE leg', async () => {
    const { db, playerId, assignment, token } = await bonusPlayer('forfeit-pot@example.com', 300n);
    const round = txId('round');
    const betId = txId('bet');
    expect((await bet(token, betId, round)).status).toBe(200);
    const forfeited = await forfeitBonus(db, { playerId, assignmentId: assignment.assignmentId });
    expect(forfeited).toMatchObject({ state: 'FORFEITED', forfeitedAmount: BONUS - 700n });
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
    const pot = await readPot(db);
    const winId = txId('win');
    const reply = await callSeamless('win', {
      token,
      transactionId: winId,
      roundId: round,
      gameId: JACKPOT_GAME.id,
      amount: 2_000,
      betTransactionId: betId,
      jackpot: true,
    });
    expect(reply.status).toBe(200);
    // 70 % of the line win was the forfeited bonus's: the house keeps it; the cash part and the whole pot are paid.
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(600n + pot.amount);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(0n);
    expect(reply.body.balance).toBe(Number(600n + pot.amount));
    const legs = await legsOf(db, winId);
    expectBalanced(legs);
    const house = legs.filter((leg) => leg.ownerType === 'HOUSE');
    expect(house).toEqual([expect.objectContaining({ purpose: 'HOUSE', amount: 1_400n - pot.seed })]);
    expect(legs.some((leg) => leg.purpose === 'CASINO')).toBe(false);
    expect(await readPot(db)).toMatchObject({ amount: JACKPOT_GAME.seed, wins: 1 });
    await healthy(db);
  });

  it('a rollback of a mixed bet returns each source and the contribution while the pot is unwon; after a pot win it leaves the pot alone', async () => {
    const { db, playerId, campaign, token } = await bonusPlayer('mixed-rollback@example.com', 300n);
    // Unwon pot: the contribution comes back out of it.
    const round1 = txId('round');
    const bet1 = txId('bet');
    expect((await bet(token, bet1, round1)).status).toBe(200);
    expect((await readPot(db)).amount).toBe(JACKPOT_GAME.seed + contribution);
    const rb1 = txId('rb');
    const voided = await callSeamless('rollback', { token, transactionId: rb1, originalTransactionId: bet1, roundId: round1 });
    expect(voided.status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(300n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(BONUS);
    expect(voided.body.balance).toBe(Number(300n + BONUS));
    expect((await readPot(db)).amount).toBe(JACKPOT_GAME.seed);
    expect((await assignmentOf(db, playerId, campaign.campaignId)).wagered).toBe(0n);
    const voidLegs = await legsOf(db, rb1);
    expectBalanced(voidLegs);
    expect(voidLegs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ownerType: 'PLAYER', purpose: 'MAIN', amount: 300n }),
        expect.objectContaining({ ownerType: 'PLAYER', purpose: 'CASINO', amount: 700n }),
        expect.objectContaining({ ownerType: 'JACKPOT', purpose: 'JACKPOT', amount: -contribution }),
        expect.objectContaining({ ownerType: 'GAME', purpose: 'GAME', amount: -(BigInt(STAKE) - contribution) }),
      ]),
    );
    await healthy(db);

    // Won since: the mixed bet's contribution went to the winner; the stake comes back whole, the new pot stays.
    const round2 = txId('round');
    const bet2 = txId('bet');
    expect((await bet(token, bet2, round2)).status).toBe(200);
    const winner = await insertPlayer(db, 'pot-winner@example.com');
    await fund(db, winner, 100_000n);
    const { token: winnerToken } = await openSession(db, winner, JACKPOT_GAME.id);
    const winnerRound = txId('round');
    expect((await bet(winnerToken, txId('bet'), winnerRound, 10_000)).status).toBe(200);
    const won = await callSeamless('win', {
      token: winnerToken,
      transactionId: txId('win'),
      roundId: winnerRound,
      gameId: JACKPOT_GAME.id,
      amount: 0,
      jackpot: true,
    });
    expect(won.body.jackpotAmount).toBe(Number(JACKPOT_GAME.seed + contribution + BigInt(jackpotContribution(10_000))));
    expect((await bet(winnerToken, txId('bet'), txId('round'), 10_000)).status).toBe(200);
    const potAfterWin = await readPot(db);
    expect(potAfterWin).toMatchObject({ amount: JACKPOT_GAME.seed + BigInt(jackpotContribution(10_000)), wins: 1 });
    const rb2 = txId('rb');
    const late = await callSeamless('rollback', { token, transactionId: rb2, originalTransactionId: bet2, roundId: round2 });
    expect(late.status).toBe(200);
    expect(await accountBalance(db, 'PLAYER', playerId, 'MAIN')).toBe(300n);
    expect(await accountBalance(db, 'PLAYER', playerId, 'CASINO')).toBe(BONUS);
    expect(await readPot(db)).toEqual(potAfterWin);
    const lateLegs = await legsOf(db, rb2);
    expectBalanced(lateLegs);
    expect(lateLegs.some((leg) => leg.ownerType === 'JACKPOT')).toBe(false);
    expect(lateLegs).toEqual(expect.arrayContaining([expect.objectContaining({ ownerType: 'GAME', purpose: 'GAME', amount: -BigInt(STAKE) })]));
    await healthy(db);
  });

  it('a retried bet, win, jackpot win or rollback returns the same answer and moves no money twice', async () => {
    const { db, playerId, token } = await bonusPlayer('mixed-retry@example.com', 300n);
    const round = txId('round');
    const betBody = { token, transactionId: txId('bet'), roundId: round, gameId: JACKPOT_GAME.id, amount: STAKE };
    const first = await callSeamless('bet', betBody);
    expect(first.status).toBe(200);
    const afterBet = await snapshot(db, playerId);
    expect(await callSeamless('bet', betBody)).toEqual(first);
    expect(await snapshot(db, playerId)).toEqual(afterBet);

    const winBody = { token, transactionId: txId('win'), roundId: round, gameId: JACKPOT_GAME.id, amount: 700, betTransactionId: betBody.transactionId };
    const win = await callSeamless('win', winBody);
    expect(win.status).toBe(200);
    const afterWin = await snapshot(db, playerId);
    expect(await callSeamless('win', winBody)).toEqual(win);
    expect(await snapshot(db, playerId)).toEqual(afterWin);

    // A second mixed bet, voided twice.
    const round2 = txId('round');
    const bet2 = txId('bet');
    expect((await bet(token, bet2, round2)).status).toBe(200);
    const rbBody = { token, transactionId: txId('rb'), originalTransactionId: bet2, roundId: round2 };
    const rb = await callSeamless('rollback', rbBody);
    expect(rb.status).toBe(200);
    const afterRollback = await snapshot(db, playerId);
    expect(afterRollback.pot).toBe(afterWin.pot);
    expect([afterRollback.cash, afterRollback.bonus]).toEqual([afterWin.cash, afterWin.bonus]);
    expect(await callSeamless('rollback', rbBody)).toEqual(rb);
    expect(await snapshot(db, playerId)).toEqual(afterRollback);

    // A jackpot win, retried: the pot is paid once.
    const round3 = txId('round');
    const bet3 = txId('bet');
    expect((await bet(token, bet3, round3)).status).toBe(200);
    const pot = await readPot(db);
    const jackpotBody = { token, transactionId: txId('win'), roundId: round3, gameId: JACKPOT_GAME.id, amount: 0, betTransactionId: bet3, jackpot: true };
    const paid = await callSeamless('win', jackpotBody);
    expect(paid.status).toBe(200);
    expect(paid.body.jackpotAmount).toBe(Number(pot.amount));
    const afterPot = await snapshot(db, playerId);
    expect(afterPot.pot).toBe(JACKPOT_GAME.seed);
    expect(await callSeamless('win', jackpotBody)).toEqual(paid);
    expect(await snapshot(db, playerId)).toEqual(afterPot);
    expect((await readPot(db)).wins).toBe(1);
    await healthy(db);
  });
});
