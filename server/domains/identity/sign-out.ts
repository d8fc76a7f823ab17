import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import type { SessionPlayer } from '@/server/identity/session-player';
import { getIdentityProvider } from '@/server/identity/provider/get-identity-provider';
import { revokeSession } from './revoke-sessions';

/**
 * Sign-out (spec identity-and-account §4: "signs out of the identity service"): the caller's platform session ends; with an external
 * provider (Cognito) every provider token of the player issued until now is refused too, wherever it is held
 * (an Amplify client, another device): the platform's side of Cognito's global sign-out.
 */
export async function signOut(db: Database, player: SessionPlayer | null, now = new Date()): Promise<void> {
  if (!player) return;
  if (player.playerAccessId) await revokeSession(db, player.playerAccessId, 'sign_out');
  if (getIdentityProvider().name !== 'platform') await db.update(players).set({ providerTokensRevokedAt: now }).where(eq(players.playerId, player.playerId));
}
