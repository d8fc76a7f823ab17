import 'server-only';
import { eq } from 'drizzle-orm';
import { computeAccess } from '@/lib/identity/access';
import type { AccessContext } from '@/lib/identity/schemas';
import type { Database } from '@/server/db/database';
import { players } from '@/server/db/schema';
import type { SessionPlayer } from '@/server/identity/session-player';
import { currentTermsVersion } from './current-terms-version';

/** The gating flags and terms state for the caller; anonymous callers get the spec's defaults. */
export async function getAccessContext(db: Database, session: SessionPlayer | null): Promise<AccessContext> {
  const [row] = session ? await db.select().from(players).where(eq(players.playerId, session.playerId)).limit(1) : [];
  const multibrandSuspended = Boolean(row?.multibrandSuspended || session?.multibrandSuspended);
  const access = computeAccess({ authorized: session !== null, profile: row ?? null, multibrandSuspended });
  const termsVersion = await currentTermsVersion(row?.languageCode ?? session?.languageCode ?? 'en');
  const accepted = row?.termsAndConditionsAcceptedVersion ?? null;
  return {
    access,
    playerId: row?.playerId ?? null,
    countryCode: row?.countryCode ?? null,
    languageCode: row?.languageCode ?? null,
    termsAndConditionsAcceptedVersion: accepted,
    termsVersion,
    // Spec identity-and-account §2/§9: only the version number is compared.
    termsUpdateRequired: row !== undefined && termsVersion !== null && (accepted ?? 0) < termsVersion,
  };
}
