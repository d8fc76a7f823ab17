import * as spendLimitRoutes from '@/app/api/v1/player/spend-limits/route';
import { openGameSession } from '@/server/domains/games/open-game-session';
import { useTestDatabase } from '../support/setup';
import { balanceOf, insertVerifiedPlayer } from '../ledger/support/ledger-fixtures';
import { seamless } from '../winners/seamless-client';
import { creditDeposit, limitsClient } from './support';

const database = useTestDatabase();
const SLOT = 'casino-aces-and-faces-carousel';

describe('spend limits on real bets through the seamless-wallet API', () => {
  it('refuses the bet that would exceed the daily spend limit with the seamless limit code, and shows the loss as used', async () => {
    const { db } = database().handle;
    const playerId = await insertVerifiedPlayer(db, 'a@example.com');
    await creditDeposit(db, playerId, 50_000n);
    const spend = limitsClient(spendLimitRoutes, '/v1/player/spend-limits', playerId);
    await spend.patch({ duration: 'D', limit: 2_000 });
    const { token } = await openGameSession(db, { playerId, provider: 'harbour', gameId: SLOT, currency: 'EUR', channel: 'desktop', ipAddress: null });
    const bet = (transactionId: string, amount: number) => seamless('bet', { token, transactionId, roundId: 'r1', gameId: SLOT, amount });
    expect((await bet('t1', 1_500)).status).toBe(200);
    const refused = await bet('t2', 600);
    expect(refused).toMatchObject({ status: 403, body: { code: 'error.seamless.limit.reached' } });
    expect((await bet('t3', 500)).status).toBe(200);
    expect(await balanceOf(db, playerId, 'MAIN')).toBe(48_000n);
    expect((await spend.get()).body).toMatchObject({ D: { value: 2_000, used: 2_000, remaining: 0 } });
  });
});
