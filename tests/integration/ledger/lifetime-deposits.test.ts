// Lifetime deposits have one reader (server/domains/ledger/lifetime-deposits.ts, docs/decisions.md "Lifetime deposits:
// one reader, the ledger"). Every caller is asked after each step: the KYC facts (the unverified player's 2,000.00
// cap), the deposit check that applies the cap, the EDD questionnaire (20,000.00) and the transaction summary. A
// caller that read the deposits table, or a reader that missed reversals, would disagree here.
import { eq, sql } from 'drizzle-orm';
import { deposits } from '@/server/db/schema';
import { HOUSE, lifetimeDeposits, PAYMENT_CLEARING, playerAccount, postOperation, transfer } from '@/server/domains/ledger';
import { reverseOperation } from '@/server/domains/ledger/reverse-operation';
import { loadKycFacts } from '@/server/domains/documents';
import { getEddQuestionnaire } from '@/server/domains/edd/get-edd-questionnaire';
import { getTransactionSummary } from '@/server/domains/account-activity/get-transaction-summary';
import { applyDepositCallback } from '@/server/domains/wallet/apply-deposit-callback';
import { checkDepositAllowed } from '@/server/domains/wallet/check-deposit-allowed';
import type { DepositCallback } from '@/server/adapters/payments/payment-provider';
import { insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';
import { creditDeposit, payWin } from '../limits/support';

const database = useTestDatabase();

/** The defaults: an unverified player may deposit 2,000.00 in the account's life; EDD is due from 20,000.00. */
const KYC_CAP = 200_000n;
const EDD_THRESHOLD = 2_000_000n;

let references = 0;

/** A deposit opened at the cashier (a deposits row, nothing credited), then the provider's answers, if any. */
async function deposit(playerId: number, amount: bigint, ...outcomes: DepositCallback['outcome'][]) {
  const { db } = database().handle;
  const providerReference = `lifetime-${(references += 1)}`;
  const [row] = await db
    .insert(deposits)
    .values({ playerId, amount, currency: 'EUR', paymentMethod: 'TRUSTLY', provider: 'sandbox', providerReference })
    .returning();
  for (const outcome of outcomes) await applyDepositCallback(db, 'sandbox', { providerReference, outcome, amount, currency: 'EUR' });
  const [settled] = await db.select().from(deposits).where(eq(deposits.depositId, row.depositId));
  return settled;
}

/** What every caller makes of the player's lifetime deposits. */
async function everyCaller(playerId: number) {
  const { db } = database().handle;
  const facts = await loadKycFacts(db, playerId, 'NOT_VERIFIED');
  return {
    reader: await lifetimeDeposits(db, playerId),
    kycFacts: facts.lifetimeDeposits,
    summary: BigInt((await getTransactionSummary(db, playerId)).totalDepositsAmount),
    depositCheck: (await checkDepositAllowed(db, playerId, { verifyLater: false })).result,
    eddRequired: (await getEddQuestionnaire(db, playerId)).required,
  };
}

/** Every caller agrees on `amount`, and applies its threshold to that amount. */
async function expectEveryCallerToSee(playerId: number, amount: bigint) {
  expect(await everyCaller(playerId)).toEqual({
    reader: amount,
    kycFacts: amount,
    summary: amount,
    depositCheck: amount > KYC_CAP ? 'DOCUMENTS_REQUIRED' : 'SUCCESS',
    eddRequired: amount >= EDD_THRESHOLD,
  });
}

describe('lifetime deposits: one reader for every caller', () => {
  it('counts nothing for deposits the provider has not settled: waiting, pending, declined', async () => {
    const playerId = await insertPlayer(database().handle.db, 'open@example.com');
    const statuses = [
      (await deposit(playerId, EDD_THRESHOLD)).status,
      (await deposit(playerId, EDD_THRESHOLD, 'PENDING')).status,
      (await deposit(playerId, EDD_THRESHOLD, 'DECLINED')).status,
    ];
    expect(statuses).toEqual(['WAITING_INPUT', 'PENDING', 'FAILED']);
    await expectEveryCallerToSee(playerId, 0n);
  });

  it('counts a settled deposit, including one approved after a decline, once however often the provider calls', async () => {
    const playerId = await insertPlayer(database().handle.db, 'settled@example.com');
    await deposit(playerId, 150_000n, 'APPROVED', 'APPROVED');
    await expectEveryCallerToSee(playerId, 150_000n);
    // Past the cap and the EDD threshold together: the money was received, whatever the first answer said.
    expect((await deposit(playerId, EDD_THRESHOLD - 150_000n, 'DECLINED', 'APPROVED')).status).toBe('SUCCESS');
    await expectEveryCallerToSee(playerId, EDD_THRESHOLD);
  });

  it('takes back a reversed deposit, although its deposits row still says SUCCESS', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'reversed@example.com');
    const kept = await deposit(playerId, 100_000n, 'APPROVED');
    const reversed = await deposit(playerId, EDD_THRESHOLD, 'APPROVED');
    await expectEveryCallerToSee(playerId, EDD_THRESHOLD + 100_000n);
    await reverseOperation(db, { operationId: reversed.operationId!, idempotencyKey: `correction:${reversed.depositId}` });
    const [row] = await db.select().from(deposits).where(eq(deposits.depositId, reversed.depositId));
    expect(row.status).toBe('SUCCESS');
    // The deposits table still sums both; the ledger, the record of money received, does not.
    const [table] = await db
      .select({ total: sql<string>`sum(${deposits.amount})::text` })
      .from(deposits)
      .where(eq(deposits.status, 'SUCCESS'));
    expect(BigInt(table.total)).toBe(kept.amount + reversed.amount);
    await expectEveryCallerToSee(playerId, 100_000n);
  });

  it('nets a charge-back (REVERSAL_DP) and ignores bonus grants, wins and other players', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'chargeback@example.com');
    const other = await insertPlayer(db, 'other@example.com');
    // A ledger credit with no deposits row (a provider settlement posted by an integration) is money received.
    await creditDeposit(db, playerId, 300_000n);
    await expectEveryCallerToSee(playerId, 300_000n);
    await postOperation(db, {
      idempotencyKey: 'chargeback-1',
      type: 'REVERSAL_DP',
      category: 'PAYMENT',
      playerId,
      currency: 'EUR',
      legs: transfer(playerAccount(playerId, 'MAIN'), PAYMENT_CLEARING, 120_000n),
    });
    await expectEveryCallerToSee(playerId, 180_000n);
    // A bonus is type DEPOSIT in the spec's enumeration, but category BONUS: not money received.
    for (const [key, purpose] of [
      ['bonus-casino', 'CASINO'],
      ['bonus-main', 'MAIN'],
    ] as const)
      await postOperation(db, {
        idempotencyKey: key,
        type: 'DEPOSIT',
        category: 'BONUS',
        playerId,
        currency: 'EUR',
        legs: transfer(HOUSE, playerAccount(playerId, purpose), 5_000_000n),
      });
    await payWin(db, playerId, 5_000_000n);
    await creditDeposit(db, other, 5_000_000n);
    await expectEveryCallerToSee(playerId, 180_000n);
    await expectEveryCallerToSee(other, 5_000_000n);
  });
});
