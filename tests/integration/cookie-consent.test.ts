import { randomUUID } from 'node:crypto';
import { GET } from '@/app/api/v1/player/cookies/consent/route';
import { cookieConsents } from '@/server/db/schema';
import { CONSENT_PATH, countConsents, patchConsent, validConsentBody, type ErrorBody } from './support/cookie-consent';
import { apiRequest, readJson } from './support/http';
import { identityTokenFor, insertPlayer } from './support/players';
import { useTestDatabase } from './support/setup';
import { setSessionVerifier } from '@/server/http/session';

const database = useTestDatabase();

describe('PATCH and GET /api/v1/player/cookies/consent', () => {
  it('stores an anonymous consent and returns it; GET reads the same record', async () => {
    const body = validConsentBody();
    const saved = await patchConsent(body);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const record = await readJson(saved);
    expect(record).toEqual({
      consentId: body.consentId,
      accepted: true,
      version: 1,
      options: { essentials: true, performanceFunctional: false, marketing: true },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const read = await GET(apiRequest(`${CONSENT_PATH}?consentId=${body.consentId}`));
    expect(read.status).toBe(200);
    expect(await readJson(read)).toEqual(record);
  });

  it('updates the same record on a second save (one row per consent id)', async () => {
    const body = validConsentBody();
    await patchConsent(body);
    const updated = await patchConsent({ ...body, version: 2, options: { essentials: true, performanceFunctional: true, marketing: false } });
    expect(await readJson(updated)).toMatchObject({ version: 2, options: { performanceFunctional: true, marketing: false } });
    expect(await countConsents(database().handle.db)).toBe(1);
  });

  it('links the record to the player of a Bearer token and keeps the link on a later anonymous save', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const body = validConsentBody();
    const response = await patchConsent(body, { authorization: `Bearer ${await identityTokenFor(playerId)}` });
    expect(response.status).toBe(200);
    expect((await readJson(response)).playerId).toBeUndefined();
    await patchConsent({ ...body, marketing: false });
    const [row] = await db.select({ playerId: cookieConsents.playerId }).from(cookieConsents);
    expect(row.playerId).toBe(playerId);
  });

  it('reads the identity token from the id_token cookie too', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db);
    const response = await patchConsent(validConsentBody(), { cookie: `theme=dark; id_token=${await identityTokenFor(playerId)}` });
    expect(response.status).toBe(200);
    const [row] = await db.select({ playerId: cookieConsents.playerId }).from(cookieConsents);
    expect(row.playerId).toBe(playerId);
  });

  it('treats an invalid token as an anonymous visitor on this optional-auth route', async () => {
    const response = await patchConsent(validConsentBody(), { authorization: 'Bearer not.a.jwt' });
    expect(response.status).toBe(200);
    const [row] = await database().handle.db.select({ playerId: cookieConsents.playerId }).from(cookieConsents);
    expect(row.playerId).toBeNull();
  });

  it('answers 404 error.player.not.found for a valid token of a player that no longer exists, writing nothing', async () => {
    // A verifier that does not read the players table (an external identity provider) can name a deleted player.
    setSessionVerifier(async (token) => (token === 'external-token' ? { playerId: 424242 } : null));
    const response = await patchConsent(validConsentBody(), { authorization: 'Bearer external-token' });
    expect(response.status).toBe(404);
    expect((await readJson<ErrorBody>(response)).code).toBe('error.player.not.found');
    expect(await countConsents(database().handle.db)).toBe(0);
  });

  it('answers 404 error.cookie_consent.not_found for an unknown consent id', async () => {
    const response = await GET(apiRequest(`${CONSENT_PATH}?consentId=${randomUUID()}`));
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ status: 404, code: 'error.cookie_consent.not_found', message: expect.any(String) });
  });
});
