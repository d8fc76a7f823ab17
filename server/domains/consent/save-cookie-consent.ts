import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { cookieConsents, players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { CookieConsent, SaveCookieConsentBody } from '@/lib/consent/schemas';
import { cookieConsentColumns, toCookieConsent } from './to-cookie-consent';

export interface SaveCookieConsentParams extends SaveCookieConsentBody {
  /** The signed-in player, if any: the record is linked to them. */
  playerId: number | null;
}

/**
 * Upserts the consent record for the banner's consent id. A signed-in save links (or re-links) the record to
 * that player; an anonymous save keeps an existing link, so signing out does not erase the proof.
 */
export async function saveCookieConsent(db: Database, params: SaveCookieConsentParams): Promise<CookieConsent> {
  const { consentId, accepted, version, options, playerId } = params;
  return db.transaction(async (tx) => {
    if (playerId !== null) {
      // A token can outlive its account (closed and erased): refuse rather than fail on the foreign key.
      const [player] = await tx.select({ playerId: players.playerId }).from(players).where(eq(players.playerId, playerId));
      if (!player) throw new ApiError('error.player.not.found');
    }
    const values = {
      essentials: options.essentials,
      performanceFunctional: options.performanceFunctional,
      marketing: options.marketing,
      accepted,
      version,
    };
    const [row] = await tx
      .insert(cookieConsents)
      .values({ consentId, playerId, ...values })
      .onConflictDoUpdate({
        target: cookieConsents.consentId,
        set: {
          ...values,
          playerId: playerId ?? sql`${cookieConsents.playerId}`,
          updatedAt: sql`now()`,
        },
      })
      .returning(cookieConsentColumns);
    return toCookieConsent(row);
  });
}
