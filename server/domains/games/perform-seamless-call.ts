import 'server-only';
import type { Database } from '@/server/db/database';
import type { SeamlessAuthenticateAnswer, SeamlessBalanceAnswer, SeamlessTransactionAnswer } from '@/lib/games/seamless-schemas';
import type { SeamlessCall } from './parse-seamless-call';
import { seamlessAuthenticate } from './seamless-authenticate';
import { seamlessBalance } from './seamless-balance';
import { seamlessBet } from './seamless-bet';
import { seamlessEndRound } from './seamless-end-round';
import { seamlessRollback } from './seamless-rollback';
import { seamlessWin } from './seamless-win';

/** One verified, parsed seamless-wallet call → its domain operation (docs/seamless-wallet.md). */
export function performSeamlessCall(db: Database, call: SeamlessCall): Promise<SeamlessAuthenticateAnswer | SeamlessBalanceAnswer | SeamlessTransactionAnswer> {
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
