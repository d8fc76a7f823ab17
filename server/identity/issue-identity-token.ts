import 'server-only';
import type { PlayerRow } from '@/server/db/schema';
import { signIdentityToken } from './keys';
import { IDENTITY_TOKEN_TTL_SECONDS } from './session-policy';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

type TokenPlayer = Pick<PlayerRow, 'playerId' | 'email' | 'countryCode' | 'languageCode' | 'createdAt' | 'multibrandSuspended'>;

/**
 * Signs the spec's session claims (§3) exactly: country_code, language_code, player_id, player_access_id, email,
 * iat, login_method, registrationDate, multibrand (a JSON string), plus exp. zendeskJwtToken is not issued.
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
  };
  const token = await signIdentityToken(claims, { expiresIn: IDENTITY_TOKEN_TTL_SECONDS });
  return { token, expiresAt: new Date(Date.now() + IDENTITY_TOKEN_TTL_SECONDS * 1000) };
}
