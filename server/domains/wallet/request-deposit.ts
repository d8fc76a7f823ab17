import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { deposits } from '@/server/db/schema';
import type { DepositRequestAnswer, DepositRequestBody } from '@/lib/wallet/schemas';
import type { PaymentProvider } from '@/server/adapters/payments/payment-provider';
import { ApiError } from '@/server/http/errors';
import { depositLimitBreach } from '@/server/domains/limits';
import { assertDepositWithinMethodBounds } from './deposit-method-bounds';
import { depositAllowed } from './deposit-allowed';
import { loadWalletPlayer } from './load-player';
import { depositKycResult } from '@/lib/documents/kyc-rules';
import { loadKycFacts } from '@/server/domains/documents';
import { walletFlowStatusOf } from '@/lib/wallet/wallet-results';

/**
 * Starts a deposit: the deposit-allowed rule on the stored flags, the method's min/max from content, the
 * player's deposit limits (SELF_LIMIT_REACHED with the flow's limit fields), then a deposit row and a provider
 * session. Nothing is credited here; the provider's signed callback does that.
 */
export async function requestDeposit(
  db: Database,
  provider: PaymentProvider,
  playerId: number,
  body: DepositRequestBody,
  siteOrigin: string,
): Promise<DepositRequestAnswer> {
  const player = await loadWalletPlayer(db, playerId);
  const result = depositAllowed({ ...player, verifyLater: false });
  if (result !== 'SUCCESS') return { result, status: walletFlowStatusOf(result) };
  await assertDepositWithinMethodBounds({ paymentMethod: body.paymentMethod, amount: body.amount, currency: player.currency });
  const amount = BigInt(body.amount);
  // The KYC deposit threshold (docs/decisions.md "Documents and KYC levels"): past it, identity documents first.
  const kyc = depositKycResult(await loadKycFacts(db, playerId, player.kycStatus), amount);
  if (kyc !== 'SUCCESS') return { result: kyc, status: walletFlowStatusOf(kyc) };
  // The limit check and the deposit row share a transaction, so parallel requests cannot share one headroom.
  const opened = await db.transaction(async (tx) => {
    const breach = await depositLimitBreach(tx, playerId, amount);
    if (breach) return { breach };
    // The provider reference is unknown until the session opens: a placeholder unique per deposit, replaced below.
    const [inserted] = await tx
      .insert(deposits)
      .values({
        playerId,
        amount,
        currency: player.currency,
        paymentMethod: body.paymentMethod,
        selectedBonusId: body.selectedBonusId ?? null,
        provider: provider.name,
        providerReference: sql`'opening:' || gen_random_uuid()`,
      })
      .returning({ depositId: deposits.depositId });
    return { row: inserted };
  });
  if ('breach' in opened) return { result: 'SELF_LIMIT_REACHED', status: walletFlowStatusOf('SELF_LIMIT_REACHED'), ...opened.breach };
  const { row } = opened;
  let session: Awaited<ReturnType<PaymentProvider['createDepositSession']>>;
  try {
    session = await provider.createDepositSession({
      depositId: row.depositId,
      playerId,
      amount,
      currency: player.currency,
      paymentMethod: body.paymentMethod,
      siteOrigin,
    });
  } catch (error) {
    // The provider never took the payment: close the deposit so it cannot be confused with an open one.
    await db
      .update(deposits)
      .set({ status: 'FAILED', updatedAt: sql`now()` })
      .where(eq(deposits.depositId, row.depositId));
    console.error(`[payments] ${provider.name} did not open a deposit session`, error);
    throw new ApiError('error.system.unavailable');
  }
  await db
    .update(deposits)
    .set({ providerReference: session.providerReference, updatedAt: sql`now()` })
    .where(eq(deposits.depositId, row.depositId));
  return { result, status: walletFlowStatusOf(result), depositId: row.depositId, redirectUrl: session.redirectUrl };
}
