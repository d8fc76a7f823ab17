import { POST as seamlessRoute } from '@/app/api/v1/seamless/[provider]/[action]/route';
import type { Database } from '@/server/db/database';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { sandboxSeamlessSecret } from '@/server/domains/games/seamless-secrets';
import { signSeamlessBody } from '@/server/domains/games/seamless-signature';
import { creditDeposit } from '@/server/domains/wallet/credit-deposit';

export const PROVIDER = 'pragmaticplay';
/** Catalogue games (content/dataset.ndjson): one casino slot and one live table. */
export const CASINO_GAME = 'casino-aces-and-faces-carousel';
export const LIVE_GAME = 'live-boardwalk-blackjack';
export const VIRTUAL_GAME = 'virtual-harbour-derby';

export interface SeamlessReply {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the route as a provider would: the raw body signed with the provider's sandbox secret. */
export async function callSeamless(
  action: string,
  body: unknown,
  options: { provider?: string; secret?: string; signature?: string | null; rawBody?: string } = {},
): Promise<SeamlessReply> {
  const provider = options.provider ?? PROVIDER;
  const raw = options.rawBody ?? JSON.stringify(body);
  const signature = options.signature === undefined ? signSeamlessBody(raw, options.secret ?? sandboxSeamlessSecret(provider)) : options.signature;
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== null) headers.set('x-signature', signature);
  const request = new Request(`http://localhost/api/v1/seamless/${provider}/${action}`, { method: 'POST', headers, body: raw });
  const response = await seamlessRoute(request, { params: Promise.resolve({ provider, action }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let deposits = 0;

export async function fund(db: Database, playerId: number, amount: bigint): Promise<void> {
  deposits += 1;
  await creditDeposit(db, { playerId, amount, providerReference: `seamless-test-${process.pid}-${deposits}` });
}

export async function openSession(db: Database, playerId: number, gameId = CASINO_GAME, provider = PROVIDER) {
  return openGameSession(db, { playerId, provider, gameId, currency: 'EUR', channel: 'desktop', ipAddress: '203.0.113.9' });
}

let ids = 0;
/** A fresh provider transaction id. */
export function txId(prefix = 'tx'): string {
  ids += 1;
  return `${prefix}-${process.pid}-${ids}`;
}
