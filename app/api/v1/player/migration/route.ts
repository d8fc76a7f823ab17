import { getMigration as getContract, requestMigration as postContract } from '@/lib/account-migration/contracts';
import { getMigration } from '@/server/domains/account-migration/get-migration';
import { requestMigration } from '@/server/domains/account-migration/request-migration';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account.md §7 `/player/migration`: the signed-in player's account migration request.
export const GET = withContract(getContract, async ({ db, player }) => getMigration(db, player.playerId));
export const POST = withContract(postContract, async ({ db, player, body }) => requestMigration(db, player.playerId, body));
