import {
  captureCampaignIds,
  MAX_STORED_CAMPAIGN_IDS,
  mergeCampaignIds,
  parseCampaignIds,
  readStoredCampaignIds,
  serializeCampaignIds,
  writeStoredCampaignIds,
} from '@/lib/bonus/campaign-ids';
import { lobbyOffers } from '@/lib/bonus/lobby-offers';
import type { Reward } from '@/lib/bonus/schemas';

// The campaignIds storage key (games-wallet-bonuses.md §9) and the lobby rewards tab's offers.
describe('campaignIds storage key', () => {
  beforeEach(() => window.localStorage.clear());

  it('parses comma-separated ids, dropping junk and repeats', () => {
    expect(parseCampaignIds('12, 7,abc,,7,0,-3,99999999999,2147483647')).toEqual([12, 7, 2147483647]);
    expect(parseCampaignIds(null)).toEqual([]);
    expect(parseCampaignIds(Array.from({ length: 40 }, (_, i) => i + 1).join(','))).toHaveLength(MAX_STORED_CAMPAIGN_IDS);
  });

  it('puts a link’s ids first and keeps at most 20', () => {
    expect(mergeCampaignIds([3, 4], [4, 9])).toEqual([4, 9, 3]);
    expect(
      mergeCampaignIds(
        Array.from({ length: 20 }, (_, i) => i + 1),
        [100],
      ),
    ).toEqual([100, ...Array.from({ length: 19 }, (_, i) => i + 1)]);
  });

  it('stores the list under exactly "campaignIds", as the call takes it, and removes the key when empty', () => {
    writeStoredCampaignIds(window.localStorage, [12, 7]);
    expect(window.localStorage.getItem('campaignIds')).toBe('12,7');
    expect(serializeCampaignIds([12, 7])).toBe('12,7');
    expect(readStoredCampaignIds(window.localStorage)).toEqual([12, 7]);
    writeStoredCampaignIds(window.localStorage, []);
    expect(window.localStorage.getItem('campaignIds')).toBeNull();
    expect(readStoredCampaignIds(null)).toEqual([]);
  });

  it('reads a promotion link’s ?campaignIds= into the key, newest first, and removes it from the URL', () => {
    window.localStorage.setItem('campaignIds', '3');
    window.history.replaceState(null, '', '/en-UN/online-casino?campaignIds=12,7&other=1');
    expect(captureCampaignIds()).toEqual([12, 7, 3]);
    expect(window.localStorage.getItem('campaignIds')).toBe('12,7,3');
    expect(window.location.search).toBe('?other=1');
    // Idempotent: without the parameter it only reads the key.
    expect(captureCampaignIds()).toEqual([12, 7, 3]);
    window.history.replaceState(null, '', '/en-UN/online-casino?campaignIds=junk');
    expect(captureCampaignIds()).toEqual([12, 7, 3]);
    expect(window.location.search).toBe('');
  });

  it('survives storage that throws (private mode, full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readStoredCampaignIds(broken)).toEqual([]);
    expect(() => writeStoredCampaignIds(broken, [1])).not.toThrow();
  });
});

const reward = (campaignId: number, overrides: Partial<Reward> = {}): Reward =>
  ({ campaignId, assignmentId: null, state: null, campaignStatus: 'ACTIVE', triggerEvent: 'REGISTRATION_WITH_TIMEFRAME', ...overrides }) as Reward;

describe('lobby rewards tab offers', () => {
  it('features the named campaigns the player can act on, in the stored order, then the other eligible rewards', () => {
    const eligible = [reward(1), reward(2, { assignmentId: 20, state: 'ELIGIBLE' }), reward(3)];
    const named = [
      reward(2, { assignmentId: 20, state: 'ELIGIBLE' }),
      reward(5),
      reward(6, { campaignStatus: 'EXPIRED' }),
      reward(7, { assignmentId: 70, state: 'ACTIVATED' }),
      reward(8, { triggerEvent: 'MANUAL_BONUS_CODE' }),
    ];
    const { rewards, promotedIds } = lobbyOffers(eligible, named, [5, 2, 6, 7, 8, 404]);
    expect(promotedIds).toEqual([5, 2]);
    expect(rewards.map((offer) => offer.campaignId)).toEqual([5, 2, 1, 3]);
    // The eligible entry of a named campaign is used: it carries the player's offered assignment.
    expect(rewards[1]).toBe(eligible[1]);
  });

  it('is the eligible list when nothing is stored', () => {
    const eligible = [reward(1)];
    expect(lobbyOffers(eligible, [], [])).toEqual({ rewards: eligible, promotedIds: [] });
  });
});
