import { listDepositMethods as listDepositMethodsContract } from '@/lib/wallet/contracts';
import { listDepositMethods } from '@/server/domains/wallet/list-deposit-methods';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The deposit modal's methods: content per market (image, type, process time, min and max per currency).
export const GET = withContract(listDepositMethodsContract, async ({ query }) => listDepositMethods(query.locale));
