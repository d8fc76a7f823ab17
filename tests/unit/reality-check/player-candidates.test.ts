import { filterVisible, type AudienceTargeted, type TargetAudience } from '@/lib/content/rules/audience';
import { playerCandidates } from '@/lib/content/rules/player-candidates';

type Item = AudienceTargeted & { id: string; targetAudience: TargetAudience };
const now = new Date('2026-11-27T12:00:00Z');
const item = (id: string, fields: Partial<Item>): Item => ({
  id,
  audience: 'both',
  targetAudience: { option: 'NO_LIMIT', groups: [], playerIds: [] },
  ...fields,
});

const items: Item[] = [
  item('everyone', {}),
  item('visitors-only', { audience: 'not-authorized' }),
  item('first-deposit', { audience: 'authorized', targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_0'] } }),
  item('second-deposit', { audience: 'authorized', targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_1'] } }),
  item('regulars', { audience: 'authorized', targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'] } }),
  item('vip', { audience: 'authorized', targetAudience: { option: 'PLAYER_IDS', playerIds: [1001, 1002] } }),
  item('ended', { endDate: '2026-11-01T00:00:00Z' }),
  item('scheduled', { startDate: '2027-01-01T00:00:00Z' }),
];
const ids = (list: readonly Item[]) => list.map((entry) => entry.id);

describe('playerCandidates (identity-and-account §6 on cached pages)', () => {
  const candidates = playerCandidates(items, now);

  it('keeps what a player may see in its date window, never visitor-only items nor player-id targeting', () => {
    expect(ids(candidates)).toEqual(['everyone', 'first-deposit', 'second-deposit', 'regulars']);
    expect(JSON.stringify(candidates)).not.toContain('1001');
  });

  it('gives each deposit-count group its own variant once the browser knows the count', () => {
    const forCount = (totalDepositsCount: number) => ids(filterVisible(candidates, { kind: 'player', playerId: 7, totalDepositsCount }, now));
    expect(forCount(0)).toEqual(['everyone', 'first-deposit']);
    expect(forCount(1)).toEqual(['everyone', 'second-deposit', 'regulars']);
    expect(forCount(5)).toEqual(['everyone', 'regulars']);
    // The visitor's variant is computed on the server from the full list, as before.
    expect(ids(filterVisible(items, { kind: 'anonymous' }, now))).toEqual(['everyone', 'visitors-only']);
  });
});
