import { verifyEmailCode } from '@/lib/identity/contracts';
import { withContract } from '@/server/http/with-contract';
import { checkCode } from '../code-handlers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withContract(verifyEmailCode, (call) => checkCode('EMAIL', call));
