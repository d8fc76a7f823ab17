import { claimReward } from '@/server/domains/bonus/claim-reward';
import { MemoryBus } from '@/server/realtime/memory-bus';
import type { PlayerEvent } from '@/server/realtime/realtime-bus';
import { withWalletBalancePushes } from '@/server/realtime/with-wallet-balance-pushes';
import { useTestDatabase } from '../support/setup';
import { insertPlayer } from '../support/players';
import { callSeamless, openSession, txId } from '../games/support';
import { codeCampaign, SLOT_GAME } from './support';

// Live wagering progress (issue 23 item 6): a bet that moves a running bonus's wagering is followed by a
// BONUS_WAGERING_PROGRESS push on the wallet socket's bus, after the WALLET_BALANCE of the same change.
const database = useTestDatabase();

describe('live wagering progress', () => {
  it('pushes the new progress and bonus balance after a bet', async () => {
    const { db } = database().handle;
    const playerId = await insertPlayer(db, 'live@example.com');
    const campaign = await codeCampaign(db);
    const assignment = await claimReward(db, { playerId, campaignId: campaign.campaignId, viaBonusCode: true });
    const { token } = await openSession(db, playerId, SLOT_GAME);
    const bus = new MemoryBus();
    const events: PlayerEvent[] = [];
    await bus.subscribe((event) => events.push(event));
    await withWalletBalancePushes(bus, db, () =>
      callSeamless('bet', { token, transactionId: txId('live'), roundId: 'r-live', gameId: SLOT_GAME, amount: 150 }),
    );
    expect(events.map((event) => event.body.type)).toEqual(['WALLET_BALANCE', 'BONUS_WAGERING_PROGRESS']);
    expect(events[1]).toEqual({
      playerId,
      body: {
        type: 'BONUS_WAGERING_PROGRESS',
        progress: [
          {
            assignmentId: assignment.assignmentId,
            campaignId: campaign.campaignId,
            vertical: 'CASINO',
            currency: 'EUR',
            wagered: 150,
            required: 10_000,
            bonusBalance: 850,
          },
        ],
      },
    });
  });
});
