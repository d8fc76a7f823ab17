import { getEddSourcesOfFunds } from '@/lib/edd/contracts';
import { SOURCES_OF_FUNDS } from '@/lib/edd/options';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 "EDD: GET … sources of funds": the platform's list (wording in messages, edd.sourcesOfFunds.*).
export const GET = withContract(getEddSourcesOfFunds, { database: false }, async () => ({ sourcesOfFunds: [...SOURCES_OF_FUNDS] }));
