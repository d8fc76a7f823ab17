import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';

/** Signs an identity token with the key the e2e server generated in its data folder, as the platform would. */
export async function signTestIdentityToken(dataDir: string, claims: Record<string, unknown>, expiresIn = '1h'): Promise<string> {
  const jwk = JSON.parse(readFileSync(join(dataDir, 'keys', 'identity-private.jwk'), 'utf8')) as JWK;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).setIssuedAt().setExpirationTime(expiresIn).sign(key);
}
