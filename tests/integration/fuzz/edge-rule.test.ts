/**
 * The edge rule (server/http/input-guard.ts) and the error mapping (handle-api-error.ts), one finding each: each
 * of these answered 500 (or 503) before.
 */
import { GET as readOutbox } from '@/app/api/dev/outbox/route';
import { POST as harbourSession } from '@/app/api/v1/harbour-games/session/route';
import { POST as addFavourite } from '@/app/api/v1/player/games/lobby/route';
import { GET as getPlayer } from '@/app/api/v1/player/route';
import { createDatabase } from '@/server/db/create-database';
import { getDatabase, setDatabaseForTests } from '@/server/db/get-database';
import { callSeamless } from '../games/support';
import { apiRequest, readJson } from '../support/http';
import { identityTokenFor, insertPlayer } from '../support/players';
import { useTestDatabase } from '../support/setup';

const database = useTestDatabase();

type ErrorAnswer = { status: number; code: string; message: string; fieldErrors?: { field: string; code: string; rejectedValue: unknown }[] };

async function signedIn(): Promise<Record<string, string>> {
  const playerId = await insertPlayer(database().handle.db, 'edge@example.com');
  return { authorization: `Bearer ${await identityTokenFor(playerId)}` };
}

describe('the edge rule', () => {
  it('refuses JSON nested 20,000 deep with a 400 field error instead of overflowing the stack', async () => {
    const depth = 20_000;
    const rawBody = `{"gameId":${'['.repeat(depth)}${']'.repeat(depth)},"lobbyPageType":"CASINO"}`;
    const response = await addFavourite(
      apiRequest('/v1/player/games/lobby', { method: 'POST', rawBody, headers: { 'content-type': 'application/json', ...(await signedIn()) } }),
    );
    expect(response.status).toBe(400);
    const body = await readJson<ErrorAnswer>(response);
    expect(body.code).toBe('error.request.validation');
    expect(body.fieldErrors).toEqual([expect.objectContaining({ code: 'too_deep', rejectedValue: null })]);
  });

  it('refuses a NUL in a query value before PostgreSQL sees it (22021)', async () => {
    const response = await readOutbox(apiRequest('/dev/outbox?to=player%00@example.com'));
    expect(response.status).toBe(400);
    const body = await readJson<ErrorAnswer>(response);
    expect(body.fieldErrors).toEqual([
      { objectName: 'outbox', field: 'to', rejectedValue: 'player\uFFFD@example.com', status: 400, message: expect.any(String), code: 'invalid_characters' },
    ]);
  });

  it('refuses a lone surrogate in a game id (a URIError in the content cache) with a 400 field error', async () => {
    const rawBody = JSON.stringify({ ticket: 'fun-ticket-123', gameId: 'casino-\uD800', moneyMode: 'fun' });
    const response = await harbourSession(
      apiRequest('/v1/harbour-games/session', { method: 'POST', rawBody, headers: { 'content-type': 'application/json' } }),
    );
    expect(response.status).toBe(400);
    expect((await readJson<ErrorAnswer>(response)).fieldErrors).toEqual([
      expect.objectContaining({ field: 'gameId', code: 'invalid_characters', rejectedValue: 'casino-\uFFFD' }),
    ]);
  });

  it('refuses a NUL inside a signed seamless body with error.seamless.validation', async () => {
    const answer = await callSeamless('balance', { token: `${'t'.repeat(20)}\u0000` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'error.seamless.validation', fieldErrors: [{ field: 'token', code: 'invalid_characters' }] });
  });
});

describe('a malformed game ticket', () => {
  it('is 401 error.game.ticket.invalid at once, not a 503 after the wallet refused it', async () => {
    const rawBody = JSON.stringify({ ticket: 'short-ticket', gameId: 'casino-anchor-drop', moneyMode: 'real' });
    const response = await harbourSession(
      apiRequest('/v1/harbour-games/session', { method: 'POST', rawBody, headers: { 'content-type': 'application/json' } }),
    );
    expect(response.status).toBe(401);
    expect((await readJson<ErrorAnswer>(response)).code).toBe('error.game.ticket.invalid');
  });
});

describe('a database outage', () => {
  it('answers 503 error.system.unavailable with Retry-After, not 500, and a signed-in call is not told 401', async () => {
    const session = await signedIn();
    const working = await getDatabase();
    // Nothing listens on port 1: every query fails to connect (ECONNREFUSED).
    const unreachable = await createDatabase({ url: 'postgres://postgres@127.0.0.1:1/unreachable', maxConnections: 1 });
    setDatabaseForTests(unreachable);
    try {
      const response = await readOutbox(apiRequest('/dev/outbox?to=358401234567'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await readJson<ErrorAnswer>(response)).toEqual({ status: 503, code: 'error.system.unavailable', message: expect.any(String) });
      // A 401 would sign the player out (lib/identity/ui-forced-logout.ts): an outage is not the player's fault.
      const profile = await getPlayer(apiRequest('/v1/player', { headers: session }));
      expect(profile.status).toBe(503);
    } finally {
      setDatabaseForTests(working);
      await unreachable.close();
    }
  });
});
