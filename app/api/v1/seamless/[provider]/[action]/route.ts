import { getDatabase } from '@/server/db/get-database';
import { readRawBody } from '@/server/content/webhook/read-raw-body';
import { parseSeamlessCall, type SeamlessCall } from '@/server/domains/games/parse-seamless-call';
import { SEAMLESS_SIGNATURE_HEADER } from '@/server/domains/games/seamless-signature';
import { seamlessAuthenticate } from '@/server/domains/games/seamless-authenticate';
import { seamlessBalance } from '@/server/domains/games/seamless-balance';
import { seamlessBet } from '@/server/domains/games/seamless-bet';
import { seamlessWin } from '@/server/domains/games/seamless-win';
import { seamlessRollback } from '@/server/domains/games/seamless-rollback';
import { seamlessEndRound } from '@/server/domains/games/seamless-end-round';
import type { Database } from '@/server/db/database';
import { handleApiError } from '@/server/http/handle-api-error';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ provider: string; action: string }> };

function perform(db: Database, call: SeamlessCall): Promise<unknown> {
  switch (call.action) {
    case 'authenticate':
      return seamlessAuthenticate(db, call.provider, call.body);
    case 'balance':
      return seamlessBalance(db, call.provider, call.body);
    case 'bet':
      return seamlessBet(db, call.provider, call.body);
    case 'win':
      return seamlessWin(db, call.provider, call.body);
    case 'rollback':
      return seamlessRollback(db, call.provider, call.body);
    case 'endround':
      return seamlessEndRound(db, call.provider, call.body);
  }
}

/** The seamless-wallet API game providers call (docs/seamless-wallet.md): signed, parsed, one domain operation. */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const call = parseSeamlessCall(await context.params, await readRawBody(request), request.headers.get(SEAMLESS_SIGNATURE_HEADER));
    const { db } = await getDatabase();
    return Response.json(await perform(db, call), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return handleApiError(error, { objectName: 'seamless' });
  }
}
