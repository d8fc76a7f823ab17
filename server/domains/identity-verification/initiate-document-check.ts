import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InitiateDocumentCheckBody } from '@/lib/identity-verification/document-checks';
import type { DocumentCheckVendor } from '@/server/adapters/identity-verification/document-check-vendor';
import type { Database } from '@/server/db/database';
import { identityChecks, players } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

/** `returnPath` with `check=<reference>` added, on the site's origin. */
function returnUrl(siteBase: string, returnPath: string, checkReference: string): string {
  const url = new URL(returnPath, siteBase);
  url.searchParams.set('check', checkReference);
  return url.href;
}

/**
 * Opens a hosted document check (identity-and-account §7 "POST /jumio/documents/initiate"): the vendor opens its
 * side first, then the check is recorded as INITIATED under the vendor's id, so a callback always finds it. A vendor
 * that does not answer is 503 and nothing is recorded.
 */
export async function initiateDocumentCheck(
  db: Database,
  vendor: DocumentCheckVendor,
  input: InitiateDocumentCheckBody & { playerId: number; siteBase: string; siteOrigin: string },
): Promise<{ checkReference: string; redirectUrl: string }> {
  const [player] = await db.select({ languageCode: players.languageCode }).from(players).where(eq(players.playerId, input.playerId));
  if (!player) throw new ApiError('error.player.not.found');
  const checkReference = `idv_${randomUUID()}`;
  let opened: { vendorReference: string; redirectUrl: string };
  try {
    opened = await vendor.initiate({
      checkReference,
      playerId: input.playerId,
      documentType: input.documentType,
      successUrl: returnUrl(input.siteBase, input.returnPath, checkReference),
      errorUrl: returnUrl(input.siteBase, input.returnPath, checkReference),
      siteOrigin: input.siteOrigin,
      language: player.languageCode,
    });
  } catch (error) {
    console.error(`identity document check: ${vendor.name} did not open the check`, error);
    throw new ApiError('error.system.unavailable');
  }
  await db.insert(identityChecks).values({
    checkReference,
    playerId: input.playerId,
    vendor: vendor.name,
    vendorReference: opened.vendorReference,
    documentType: input.documentType,
  });
  return { checkReference, redirectUrl: opened.redirectUrl };
}
