import { getCampaigns } from '@/lib/bonus/contracts';
import { getCampaigns as readCampaigns } from '@/server/domains/bonus/get-campaigns';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// games-wallet-bonuses.md §7 "/bonus/campaigns" with campaignIds.
export const GET = withContract(getCampaigns, async ({ db, player, query }) => readCampaigns(db, player.playerId, query.campaignIds, query.lang ?? 'en'));
