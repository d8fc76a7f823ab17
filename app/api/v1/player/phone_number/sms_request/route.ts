import { requestPhoneCode as contract } from '@/lib/account/contracts';
import { requestPhoneCode } from '@/server/domains/account/request-phone-code';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/phone_number` sms_request: a code to the new number.
export const POST = withContract(contract, async ({ db, player, body }) => requestPhoneCode(db, player.playerId, body.mobilePhone));
