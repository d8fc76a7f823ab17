import { createLocalJWKSet, generateKeyPair, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { GET as getJwks } from '@/app/api/v1/.well-known/jwks.json/route';
import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { withContract } from '@/server/http/with-contract';
import { setSessionVerifier } from '@/server/http/session';
import { signIdentityToken } from '@/server/identity/keys';
import { apiRequest, readJson } from './support/http';
import { identityTokenFor, insertPlayer } from './support/players';
import { useTestDatabase } from './support/setup';

const jwksRequest = () => apiRequest('/v1/.well-known/jwks.json');

const database = useTestDatabase();

// A route that requires a session, as account routes will: it echoes the resolved player.
const whoAmIContract = defineContract({
  operationId: 'test.whoAmI',
  method: 'GET',
  path: '/v1/player',
  summary: 'Echoes the session player',
  tags: ['Test'],
  auth: 'required',
  responses: { 200: z.object({ playerId: z.int(), email: z.string().optional() }) },
  errors: [],
});
const whoAmI = withContract(whoAmIContract, async ({ player }) => ({ playerId: player.playerId, email: player.email }));
const call = (headers: Record<string, string> = {}) => whoAmI(apiRequest('/v1/player', { headers }));

describe('identity on routes with auth: required', () => {
  it('accepts a platform-signed Bearer token of an open session and resolves the player', async () => {
    const playerId = await insertPlayer(database().handle.db);
    const response = await call({ authorization: `Bearer ${await identityTokenFor(playerId)}` });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ playerId, email: 'player@example.com' });
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer abc.def.ghi' }],
    ['a non-Bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 error.unauthorized for %s', async (_label, headers) => {
    const response = await call(headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await readJson(response)).toEqual({ status: 401, code: 'error.unauthorized', message: expect.any(String) });
  });

  it('answers 401 for an expired token', async () => {
    const playerId = await insertPlayer(database().handle.db);
    const response = await call({ authorization: `Bearer ${await identityTokenFor(playerId, -60)}` });
    expect(response.status).toBe(401);
  });

  it('answers 401 for a token signed by another key, even with a matching kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const { keys } = await readJson<{ keys: { kid: string }[] }>(await getJwks(jwksRequest()));
    const forged = await new SignJWT({ player_id: 7 }).setProtectedHeader({ alg: 'RS256', kid: keys[0].kid }).setExpirationTime('1h').sign(privateKey);
    expect((await call({ authorization: `Bearer ${forged}` })).status).toBe(401);
  });

  it('answers 401 for a valid signature without an integer player_id claim', async () => {
    const token = await signIdentityToken({ player_id: '7' }, { expiresIn: '1h' });
    expect((await call({ authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('uses an injected session verifier (how Cognito will plug in)', async () => {
    setSessionVerifier(async (token) => (token === 'cognito-token' ? { playerId: 99 } : null));
    expect(await readJson(await call({ authorization: 'Bearer cognito-token' }))).toEqual({ playerId: 99 });
    expect((await call({ authorization: 'Bearer other' })).status).toBe(401);
  });
});

describe('GET /api/v1/.well-known/jwks.json', () => {
  it('publishes the RS256 public key only, and it verifies platform tokens', async () => {
    const response = await getJwks(jwksRequest());
    expect(response.status).toBe(200);
    const jwks = await readJson<JSONWebKeySet>(response);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toEqual({ kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: expect.any(String), alg: 'RS256', use: 'sig' });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwks.keys[0]).not.toHaveProperty(secret);
    // What a relying party downloads verifies what the platform signs.
    const playerId = await insertPlayer(database().handle.db);
    const { payload } = await jwtVerify(await identityTokenFor(playerId), createLocalJWKSet(jwks));
    expect(payload.player_id).toBe(playerId);
  });

  it("is the run's key from global setup: one RSA key pair per run, not one per file", async () => {
    const runKey = JSON.parse(process.env.TEST_IDENTITY_PRIVATE_JWK ?? '{}') as { n?: string; e?: string };
    expect(runKey.n).toEqual(expect.any(String));
    const jwks = await readJson<JSONWebKeySet>(await getJwks(jwksRequest()));
    expect(jwks.keys).toEqual([expect.objectContaining({ n: runKey.n, e: runKey.e })]);
  });
});
