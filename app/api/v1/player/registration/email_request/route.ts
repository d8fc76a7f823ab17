import { requestEmailCode } from '@/lib/identity/contracts';
import { withContract } from '@/server/http/with-contract';
import { sendCode } from '../code-handlers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withContract(requestEmailCode, (call) => sendCode('EMAIL', call));
