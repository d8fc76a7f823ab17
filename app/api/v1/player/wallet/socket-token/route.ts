import { issueSocketToken } from '@/server/realtime/socket-token';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Fetched before every (re)connect of the live connection: 10 attempts a minute plus page loads.
export const GET = withHandler({ objectName: 'socketToken', auth: 'required', rateLimit: { key: 'wallet-socket-token', limit: 60, windowMs: 60_000 } }, async ({ player }) =>
  Response.json(await issueSocketToken(player), { headers: { 'Cache-Control': 'no-store' } }),
);
