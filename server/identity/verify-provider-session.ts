import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db/get-database';
import { players } from '@/server/db/schema';
import type { SessionPlayer } from './session-player';
import { getIdentityProvider } from './provider/get-identity-provider';
import { accountMaySessionContinue } from './session-policy';
import { verifyPlatformSession } from './verify-platform-session';

/**
 * The default SessionVerifier: a platform session token first; with an external provider (Cognito), also the
 * provider's own id token (e.g. from an Amplify client), mapped to the player by e-mail and subject to the same
 * account check. Provider tokens have no platform session: a platform sign-out or password reset revokes all of
 * them at once (players.provider_tokens_revoked_at), which is how the platform sees a global sign-out.
 */
export async function verifySession(token: string): Promise<SessionPlayer | null> {
  const platform = await verifyPlatformSession(token);
  if (platform) return platform;
  const provider = getIdentityProvider();
  if (provider.name === 'platform') return null;
  const identity = await provider.verifyProviderToken(token);
  if (!identity) return null;
  const { db } = await getDatabase();
  const [player] = await db.select().from(players).where(eq(players.email, identity.email)).limit(1);
  if (!player || !accountMaySessionContinue(player, new Date())) return null;
  // Global sign-out (platform sign-out or a password reset): the provider's tokens issued before it are refused.
  if (player.providerTokensRevokedAt && identity.issuedAt * 1000 <= player.providerTokensRevokedAt.getTime()) return null;
  return {
    playerId: player.playerId,
    email: player.email,
    countryCode: player.countryCode,
    languageCode: player.languageCode,
    multibrandSuspended: player.multibrandSuspended,
  };
}
