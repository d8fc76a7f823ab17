import 'server-only';
import { toGateAccess, type GateAccess } from '@/lib/gate/access-guards';
import { computeAccess, type AccessProfile } from '@/lib/identity/access';
import type { PlayerRow } from '@/server/db/schema';
import { signIdentityToken } from './keys';
import { IDENTITY_TOKEN_TTL_SECONDS } from './session-policy';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export type TokenPlayer = Pick<PlayerRow, 'playerId' | 'email' | 'countryCode' | 'languageCode' | 'createdAt' | 'multibrandSuspended'> & AccessProfile;

/** The `access` claim: the gating flags the request gate needs, from the one access function (lib/identity/access). */
export function tokenAccessClaim(player: TokenPlayer): GateAccess {
  return toGateAccess(computeAccess({ authorized: true, profile: player, multibrandSuspended: player.multibrandSuspended }));
}

/**
 * Signs the spec's session claims (identity-and-account §3): country_code, language_code, player_id, player_access_id, email, iat,
 * login_method, registrationDate, multibrand (a JSON string), plus exp and `access`, the gating flags the request
 * gate reads (docs/decisions.md, Request gate). zendeskJwtToken is not issued.
 */
export async function issueIdentityToken(player: TokenPlayer, session: { playerAccessId: string; loginMethod: string }): Promise<IssuedToken> {
  const claims = {
    country_code: player.countryCode,
    language_code: player.languageCode,
    player_id: player.playerId,
    player_access_id: session.playerAccessId,
    email: player.email,
    login_method: session.loginMethod,
    registrationDate: player.createdAt.toISOString(),
    multibrand: JSON.stringify({ suspended: player.multibrandSuspended, brands: [] }),
    access: tokenAccessClaim(player),
  };
  const token = await signIdentityToken(claims, { expiresIn: IDENTITY_TOKEN_TTL_SECONDS });
  return { token, expiresAt: new Date(Date.now() + IDENTITY_TOKEN_TTL_SECONDS * 1000) };
}
