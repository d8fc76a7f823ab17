import { and, eq, sql } from 'drizzle-orm';
import { createDatabase } from '@/server/db/create-database';
import type { Database, DatabaseHandle } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';
import { bonusAssignments, type BonusCampaignRow } from '@/server/db/schema';
import { createCampaign } from '@/server/domains/bonus/create-campaign';
import { TEST_DATABASE_URL } from '../support/test-db';
import { walletClient } from '../wallet/support';
import { applyDepositCallback } from '@/server/domains/wallet/apply-deposit-callback';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor } from '../support/players';

/** A slot (counts 100 %) and a video poker game (10 %) of the catalogue. */
export const SLOT_GAME = 'casino-amber-menagerie';
export const POKER_GAME = 'casino-aces-and-faces-carousel';

let campaigns = 0;

/** An active CASINO bonus-code campaign: €10 fixed, 10× wagering, max bet €2, slots 100 %, video poker 10 %. */
export function codeCampaign(db: Database, overrides: Record<string, unknown> = {}): Promise<BonusCampaignRow> {
  campaigns += 1;
  return createCampaign(db, {
    slug: `code-${process.pid}-${campaigns}`,
    kind: 'MANUAL',
    status: 'ACTIVE',
    triggerType: 'MANUAL_BONUS_CODE',
    bonusKind: 'CASINO',
    vertical: 'CASINO',
    currency: 'EUR',
    wrMultiplier: 10,
    validDays: 7,
    fixedAmount: '1000',
    maxBet: '200',
    gameContributions: { slots: 100, videoPoker: 10 },
    defaultContribution: 50,
    bonusCode: `CODE${process.pid}X${campaigns}`,
    ...overrides,
  });
}

/** A player's balance of one purpose in EUR (0 when not opened). */
export async function accountBalance(db: Database, ownerType: string, ownerId: number, purpose: string): Promise<bigint> {
  const rows = await executeRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(p.amount), 0)::text as balance from ledger_postings p join ledger_accounts a on a.account_id = p.account_id
        where a.owner_type = ${ownerType} and a.owner_id = ${ownerId} and a.purpose = ${purpose}`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}

export async function assignmentOf(db: Database, playerId: number, campaignId: number) {
  const [row] = await db
    .select()
    .from(bonusAssignments)
    .where(and(eq(bonusAssignments.playerId, playerId), eq(bonusAssignments.campaignId, campaignId)))
    .orderBy(sql`assignment_id desc`)
    .limit(1);
  return row;
}

/** Runs `work` with a 16-connection pool on the test's own PostgreSQL database (concurrency tests; PostgreSQL only). */
export async function withPool(handle: DatabaseHandle, work: (pool: DatabaseHandle) => Promise<void>): Promise<void> {
  const [{ name }] = await executeRows<{ name: string }>(handle.db, sql`select current_database() as name`);
  const url = new URL(TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const pool: DatabaseHandle = await createDatabase({ url: url.toString(), maxConnections: 16 });
  try {
    await work(pool);
  } finally {
    await pool.close();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A deposit through the deposit request route (optionally selecting a bonus), approved by the provider's callback. */
export async function depositWithCallback(
  db: Database,
  playerId: number,
  amount: number,
  selectedBonusId?: number,
  outcome: 'APPROVED' | 'DECLINED' = 'APPROVED',
): Promise<number> {
  const { body } = (await walletClient(playerId).requestDeposit({
    amount,
    paymentMethod: 'TRUSTLY',
    ...(selectedBonusId === undefined ? {} : { selectedBonusId }),
  })) as unknown as { body: { redirectUrl: string; depositId: number } };
  const providerReference = body.redirectUrl.split('/').pop() as string;
  await applyDepositCallback(db, 'sandbox', { providerReference, outcome, amount: BigInt(amount), currency: 'EUR' });
  return body.depositId;
}

export type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route handler as the player (null: signed out); the answer's status, headers and JSON body. */
export async function call(
  handler: Handler,
  path: string,
  playerId: number | null,
  init: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = playerId === null ? {} : { authorization: `Bearer ${await identityTokenFor(playerId)}` };
  const response = await handler(apiRequest(path, { method: init.method, body: init.body, headers }), { params: Promise.resolve(init.params ?? {}) });
  return { status: response.status, headers: response.headers, body: (await readJson(response)) as Record<string, unknown> & Record<string, unknown>[] };
}

export { useSandboxPayments } from '../wallet/support';
