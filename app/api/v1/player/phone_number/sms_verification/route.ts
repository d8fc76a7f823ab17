import { verifyPhoneCode as contract } from '@/lib/account/contracts';
import { verifyPhoneCode } from '@/server/domains/account/verify-phone-code';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/phone_number` sms_verification: the code makes the new number the account's.
export const POST = withContract(contract, async ({ db, player, body }) => verifyPhoneCode(db, player.playerId, body));
