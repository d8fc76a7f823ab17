import { eq } from 'drizzle-orm';
import { ACCOUNT_STATUSES } from '@/lib/identity/schemas';
import { ledgerOperations, players } from '@/server/db/schema';
import { betRefusal, type BettingPlayer } from '@/server/domains/games/bet-refusal';
import { providerNumber } from '@/server/domains/games/provider-numbers';
import { gameAccount, playerAccount, transfer } from '@/server/domains/ledger/accounts';
import { requestHash } from '@/server/domains/ledger/request-hash';
import { operationIdOf } from '@/server/domains/ledger/reference-id';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { callSeamless, CASINO_GAME, fund, LIVE_GAME, openSession, PROVIDER, txId, VIRTUAL_GAME } from './support';

// seamless_bet / seamless_win / seamless_rollback (server/db/functions/seamless_*.sql) restate two TS rules in SQL for the one-round-trip
// path: the player gates (betRefusal) and the ledger's request hash. These tests pin each pair together.

const database = useTestDatabase();

describe('seamless functions: the player gates match betRefusal', () => {
  it('refuses exactly what betRefusal refuses, for every account status, date and flag, in every vertical', async () => {
    const { db } = database().handle;
    // An unfunded player: a bet the gates let through is refused for funds, so nothing ever moves.
    const playerId = await insertPlayer(db, 'gates@example.com');
    const sessions = {
      CASINO: await openSession(db, playerId, CASINO_GAME),
      LIVE_CASINO: await openSession(db, playerId, LIVE_GAME),
      VIRTUAL_SPORTS: await openSession(db, playerId, VIRTUAL_GAME),
    };
    const future = new Date(Date.now() + 86_400_000);
    const past = new Date(Date.now() - 86_400_000);
    const base: BettingPlayer = {
      status: 'REGISTERED',
      kycStatus: 'FULLY VERIFIED',
      timeoutUntil: null,
      exclusionUntil: null,
      payout: false,
      multibrandSuspended: false,
      casino: true,
      liveCasino: true,
      virtualSports: true,
    };
    const variations: Array<Partial<BettingPlayer>> = [
      {},
      { timeoutUntil: future },
      { timeoutUntil: past },
      { exclusionUntil: future },
      { exclusionUntil: past },
      { kycStatus: 'SUSPENDED' },
      { payout: true },
      { multibrandSuspended: true },
      { casino: false },
      { liveCasino: false },
      { virtualSports: false },
    ];
    let checked = 0;
    for (const status of ACCOUNT_STATUSES) {
      for (const variation of variations) {
        const facts: BettingPlayer = { ...base, status, ...variation };
        await db.update(players).set(facts).where(eq(players.playerId, playerId));
        for (const vertical of ['CASINO', 'LIVE_CASINO', 'VIRTUAL_SPORTS'] as const) {
          const reply = await callSeamless('bet', {
            token: sessions[vertical].token,
            transactionId: txId('gate'),
            roundId: txId('gate-round'),
            gameId: CASINO_GAME,
            amount: 100,
          });
          const expected = betRefusal(facts, vertical, new Date()) ?? 'error.seamless.insufficient_funds';
          expect({ status, variation, vertical, code: reply.body.code }).toEqual({ status, variation, vertical, code: expected });
          checked += 1;
        }
      }
    }
    expect(checked).toBe(ACCOUNT_STATUSES.length * variations.length * 3);
    // Several hundred bets through the function, one at a time: more than the default 30 s on a loaded machine.
  }, 120_000);
});

describe('seamless functions: the ledger request hash', () => {
  it('stores the hash executeOperation would compute for the same bet, win and their voids, in every vertical', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'hash@example.com');
    await fund(db, playerId, 10_000n);
    const game = gameAccount(providerNumber(PROVIDER));
    const main = playerAccount(playerId, 'MAIN');
    for (const [gameId, category] of [
      [CASINO_GAME, 'CASINO'],
      [LIVE_GAME, 'LIVE_CASINO'],
      [VIRTUAL_GAME, 'VIRTUAL_SPORTS'],
    ] as const) {
      const { token } = await openSession(db, playerId, gameId);
      const roundId = txId('hash-round');
      const bet = await callSeamless('bet', { token, transactionId: txId('hash-bet'), roundId, gameId, amount: 250 });
      const win = await callSeamless('win', { token, transactionId: txId('hash-win'), roundId, gameId, amount: 400 });
      const expected = [
        [bet, requestHash({ idempotencyKey: '', type: 'BET', category, playerId, currency: 'EUR', legs: transfer(main, game, 250n) })],
        [win, requestHash({ idempotencyKey: '', type: 'WIN', category, playerId, currency: 'EUR', legs: transfer(game, main, 400n) })],
      ] as const;
      for (const [reply, hash] of expected) {
        expect(reply.status).toBe(200);
        const operationId = operationIdOf(reply.body.referenceId as string)!;
        const [operation] = await db.select().from(ledgerOperations).where(eq(ledgerOperations.operationId, operationId));
        expect(operation).toMatchObject({
          requestHash: hash,
          category,
          playerId,
          idempotencyKey: `seamless:${PROVIDER}:${reply.body.transactionId as string}`,
        });
      }
      // The rollbacks of both: BET_VOID and WIN_VOID, each naming the operation it reverses.
      for (const [original, type, legs] of [
        [win, 'WIN_VOID', transfer(main, game, 400n)],
        [bet, 'BET_VOID', transfer(game, main, 250n)],
      ] as const) {
        const reversed = operationIdOf(original.body.referenceId as string)!;
        const reply = await callSeamless('rollback', { token, transactionId: txId('hash-rb'), originalTransactionId: original.body.transactionId, roundId });
        expect(reply.status).toBe(200);
        const [operation] = await db
          .select()
          .from(ledgerOperations)
          .where(eq(ledgerOperations.operationId, operationIdOf(reply.body.referenceId as string)!));
        const hash = requestHash({ idempotencyKey: '', type, category, playerId, currency: 'EUR', reversesOperationId: reversed, legs });
        expect(operation).toMatchObject({ requestHash: hash, type, category, reversesOperationId: reversed });
      }
    }
  });
});
