import { callSeamlessWallet } from '@/lib/games/contracts/seamless';
import { SEAMLESS_SIGNATURE_HEADER } from '@/lib/games/seamless-schemas';
import { parseSeamlessCall } from '@/server/domains/games/parse-seamless-call';
import { performSeamlessCall } from '@/server/domains/games/perform-seamless-call';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The seamless-wallet API game providers call (docs/seamless-wallet.md): signed raw body, parsed, one domain operation. */
export const POST = withContract(callSeamlessWallet, async ({ db, params, rawBody, request }) =>
  performSeamlessCall(db, parseSeamlessCall(params, rawBody?.toString('utf8') ?? '', request.headers.get(SEAMLESS_SIGNATURE_HEADER))),
);
