import { getDocumentCheck as getDocumentCheckContract } from '@/lib/identity-verification/contracts';
import { getDocumentCheck } from '@/server/domains/identity-verification/document-check-view';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One of the signed-in player's own identity-document checks (another player's is 404). */
export const GET = withContract(getDocumentCheckContract, async ({ db, player, params }) => getDocumentCheck(db, player.playerId, params.checkReference));
