import { changePassword as contract } from '@/lib/account/contracts';
import { changePassword } from '@/server/domains/account/change-password';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/password`: the asking session stays signed in, every other one ends.
export const PUT = withContract(contract, async ({ db, player, body }) => changePassword(db, player, body));
