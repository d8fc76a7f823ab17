import { initiateDocumentCheck as initiateDocumentCheckContract } from '@/lib/identity-verification/contracts';
import { getDocumentCheckVendor } from '@/server/adapters/identity-verification/get-document-check-vendor';
import { initiateDocumentCheck } from '@/server/domains/identity-verification/initiate-document-check';
import { env } from '@/server/env';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7: the vendor's hosted check for the signed-in player. The request's origin places the sandbox
// vendor page and the return link on the host the player reached when SITE_URL is unset.
export const POST = withContract(initiateDocumentCheckContract, async ({ db, player, body, request }) => {
  const siteOrigin = new URL(request.url).origin;
  return initiateDocumentCheck(db, getDocumentCheckVendor(), {
    ...body,
    playerId: player.playerId,
    siteOrigin,
    siteBase: env.SITE_URL_CONFIGURED ? env.SITE_URL : siteOrigin,
  });
});
