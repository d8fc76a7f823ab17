import { createHmac } from 'node:crypto';
import { POST as seamlessRoute } from '@/app/api/v1/seamless/[provider]/[action]/route';
import type { Database } from '@/server/db/database';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { sandboxSeamlessSecret } from '@/server/domains/games/sandbox-seamless-secret';
import { apiRequest, readJson } from '../support/http';

const PROVIDER = 'harbour';

/** Calls the seamless-wallet API as the sandbox provider would: raw JSON body signed with its sandbox secret. */
export async function seamless(action: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', sandboxSeamlessSecret(PROVIDER)).update(raw, 'utf8').digest('hex');
  const response = await seamlessRoute(
    apiRequest(`/v1/seamless/${PROVIDER}/${action}`, {
      method: 'POST',
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
    }),
    {
      params: Promise.resolve({ provider: PROVIDER, action }),
    },
  );
  return { status: response.status, body: await readJson(response) };
}

let rounds = 0;

/** A real round on a catalogue game: a session, a bet and a win (amount 0 = a lost round), through the API. */
export async function playRound(db: Database, input: { playerId: number; gameId: string; bet: number; win: number; currency?: string }) {
  const { token } = await openGameSession(db, {
    playerId: input.playerId,
    provider: PROVIDER,
    gameId: input.gameId,
    currency: input.currency ?? 'EUR',
    channel: 'desktop',
    ipAddress: null,
  });
  rounds += 1;
  const roundId = `round-${process.pid}-${rounds}`;
  const bet = await seamless('bet', { token, transactionId: `${roundId}-bet`, roundId, gameId: input.gameId, amount: input.bet });
  if (bet.status !== 200) throw new Error(`bet answered ${bet.status}: ${JSON.stringify(bet.body)}`);
  const win = await seamless('win', {
    token,
    transactionId: `${roundId}-win`,
    roundId,
    gameId: input.gameId,
    amount: input.win,
    betTransactionId: `${roundId}-bet`,
  });
  if (win.status !== 200) throw new Error(`win answered ${win.status}: ${JSON.stringify(win.body)}`);
  return { token, roundId, winTransactionId: `${roundId}-win` };
}
