import { getEddOccupations } from '@/lib/edd/contracts';
import { OCCUPATIONS } from '@/lib/edd/options';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 "EDD: GET occupations": the platform's list (wording in messages, edd.occupations.*).
export const GET = withContract(getEddOccupations, { database: false }, async () => ({ occupations: [...OCCUPATIONS] }));
