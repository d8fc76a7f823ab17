import { getSocketToken } from '@/lib/wallet/contracts';
import { issueSocketToken } from '@/server/realtime/socket-token';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Fetched before every (re)connect of the live connection: 10 attempts a minute plus page loads. Answered
// `Cache-Control: no-store` like every API answer (the wrapper's default).
export const GET = withContract(getSocketToken, async ({ player }) => issueSocketToken(player));
