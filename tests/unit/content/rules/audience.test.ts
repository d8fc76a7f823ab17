/** @jest-environment node */
import {
  DEFAULT_AUDIENCE,
  depositCountGroup,
  filterVisible,
  isVisibleToViewer,
  isWithinDateWindow,
  matchesViewer,
  type Audience,
  type AudienceTargeted,
  type DepositCountGroup,
  type Viewer,
} from '@/lib/content/rules/audience';

const now = new Date('2024-06-15T12:00:00.000Z');
const anonymous: Viewer = { kind: 'anonymous' };
const player = (playerId: number, totalDepositsCount: number): Viewer => ({ kind: 'player', playerId, totalDepositsCount });
const newPlayer = player(7, 0);

describe('depositCountGroup', () => {
  it.each<[number, DepositCountGroup]>([
    [0, 'DEPOSIT_COUNT_0'],
    [1, 'DEPOSIT_COUNT_1'],
    [2, 'DEPOSIT_COUNT_MORE_THAN_1'],
    [57, 'DEPOSIT_COUNT_MORE_THAN_1'],
    [-1, 'DEPOSIT_COUNT_0'],
    [Number.NaN, 'DEPOSIT_COUNT_0'],
    [1.5, 'DEPOSIT_COUNT_MORE_THAN_1'],
    [0.5, 'DEPOSIT_COUNT_0'],
  ])('%p deposits → %s', (count, group) => {
    expect(depositCountGroup(count)).toBe(group);
  });
});

describe('audience flag', () => {
  it('defaults to both', () => {
    expect(DEFAULT_AUDIENCE).toBe('both');
  });

  it.each<[Audience | null | undefined, boolean, boolean]>([
    ['both', true, true],
    [undefined, true, true],
    [null, true, true],
    ['not-authorized', true, false],
    ['authorized', false, true],
  ])('audience %p: anonymous %p, player %p', (audience, anonymousSees, playerSees) => {
    expect(isVisibleToViewer({ audience }, anonymous, now)).toBe(anonymousSees);
    expect(isVisibleToViewer({ audience }, newPlayer, now)).toBe(playerSees);
  });

  it('hides an item with an unknown audience value from everyone', () => {
    const item = { audience: 'everyone' as Audience };
    expect(isVisibleToViewer(item, anonymous, now)).toBe(false);
    expect(isVisibleToViewer(item, newPlayer, now)).toBe(false);
  });
});

describe('target audience for players', () => {
  it.each<AudienceTargeted['targetAudience']>([undefined, null, { option: 'NO_LIMIT' }])('shows to every player with %p', (targetAudience) => {
    for (const viewer of [player(1, 0), player(2, 1), player(3, 9)]) {
      expect(isVisibleToViewer({ audience: 'authorized', targetAudience }, viewer, now)).toBe(true);
    }
  });

  it('ignores groups and ids listed under NO_LIMIT', () => {
    const item: AudienceTargeted = { targetAudience: { option: 'NO_LIMIT', groups: ['DEPOSIT_COUNT_1'], playerIds: [99] } };
    expect(isVisibleToViewer(item, player(1, 0), now)).toBe(true);
  });

  it.each<[DepositCountGroup[], number, boolean]>([
    [['DEPOSIT_COUNT_0'], 0, true],
    [['DEPOSIT_COUNT_0'], 1, false],
    [['DEPOSIT_COUNT_0'], 2, false],
    [['DEPOSIT_COUNT_1'], 0, false],
    [['DEPOSIT_COUNT_1'], 1, true],
    [['DEPOSIT_COUNT_1'], 2, false],
    [['DEPOSIT_COUNT_MORE_THAN_1'], 1, false],
    [['DEPOSIT_COUNT_MORE_THAN_1'], 2, true],
    [['DEPOSIT_COUNT_MORE_THAN_1'], 40, true],
    [['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_MORE_THAN_1'], 0, true],
    [['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_MORE_THAN_1'], 1, false],
    [['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_MORE_THAN_1'], 3, true],
    [[], 0, false],
  ])('GROUP %p with %p deposits → %p', (groups, deposits, visible) => {
    const item: AudienceTargeted = { audience: 'authorized', targetAudience: { option: 'GROUP', groups } };
    expect(isVisibleToViewer(item, player(1, deposits), now)).toBe(visible);
  });

  it('hides a GROUP item with no groups recorded', () => {
    expect(isVisibleToViewer({ targetAudience: { option: 'GROUP' } }, player(1, 0), now)).toBe(false);
    expect(isVisibleToViewer({ targetAudience: { option: 'GROUP', groups: null } }, player(1, 0), now)).toBe(false);
  });

  it('shows a PLAYER_IDS item only to listed players', () => {
    const item: AudienceTargeted = { targetAudience: { option: 'PLAYER_IDS', playerIds: [10, 20] } };
    expect(isVisibleToViewer(item, player(10, 0), now)).toBe(true);
    expect(isVisibleToViewer(item, player(20, 5), now)).toBe(true);
    expect(isVisibleToViewer(item, player(30, 0), now)).toBe(false);
  });

  it('hides a PLAYER_IDS item with no ids recorded', () => {
    expect(isVisibleToViewer({ targetAudience: { option: 'PLAYER_IDS' } }, player(1, 0), now)).toBe(false);
    expect(isVisibleToViewer({ targetAudience: { option: 'PLAYER_IDS', playerIds: [] } }, player(1, 0), now)).toBe(false);
  });

  it('ignores groups under PLAYER_IDS and ids under GROUP', () => {
    const byIds: AudienceTargeted = { targetAudience: { option: 'PLAYER_IDS', playerIds: [5], groups: ['DEPOSIT_COUNT_0'] } };
    expect(isVisibleToViewer(byIds, player(6, 0), now)).toBe(false);
    const byGroup: AudienceTargeted = { targetAudience: { option: 'GROUP', groups: ['DEPOSIT_COUNT_1'], playerIds: [6] } };
    expect(isVisibleToViewer(byGroup, player(6, 0), now)).toBe(false);
  });

  it('still requires the audience flag to admit players', () => {
    const item: AudienceTargeted = { audience: 'not-authorized', targetAudience: { option: 'PLAYER_IDS', playerIds: [1] } };
    expect(isVisibleToViewer(item, player(1, 0), now)).toBe(false);
  });
});

describe('target audience for anonymous visitors', () => {
  it.each<AudienceTargeted['targetAudience']>([
    { option: 'GROUP', groups: ['DEPOSIT_COUNT_1'] },
    { option: 'PLAYER_IDS', playerIds: [1] },
    { option: 'GROUP', groups: [] },
  ])('does not narrow a both-audience item: %p', (targetAudience) => {
    expect(isVisibleToViewer({ audience: 'both', targetAudience }, anonymous, now)).toBe(true);
    expect(isVisibleToViewer({ audience: 'not-authorized', targetAudience }, anonymous, now)).toBe(true);
  });
});

describe('isWithinDateWindow', () => {
  it('shows items without dates', () => {
    expect(isWithinDateWindow({}, now)).toBe(true);
    expect(isWithinDateWindow({ startDate: null, endDate: null }, now)).toBe(true);
    expect(isWithinDateWindow({ startDate: '', endDate: '' }, now)).toBe(true);
  });

  it('hides items before the start and shows them from the start on', () => {
    expect(isWithinDateWindow({ startDate: '2024-06-15T12:00:00.001Z' }, now)).toBe(false);
    expect(isWithinDateWindow({ startDate: '2024-06-15T12:00:00.000Z' }, now)).toBe(true);
    expect(isWithinDateWindow({ startDate: '2024-01-01T00:00:00Z' }, now)).toBe(true);
  });

  it('shows items before the end and hides them from the end on', () => {
    expect(isWithinDateWindow({ endDate: '2024-06-15T12:00:00.001Z' }, now)).toBe(true);
    expect(isWithinDateWindow({ endDate: '2024-06-15T12:00:00.000Z' }, now)).toBe(false);
    expect(isWithinDateWindow({ endDate: '2024-01-01T00:00:00Z' }, now)).toBe(false);
  });

  it('needs both bounds to hold', () => {
    const window = { startDate: '2024-06-01T00:00:00Z', endDate: '2024-07-01T00:00:00Z' };
    expect(isWithinDateWindow(window, new Date('2024-05-31T23:59:59Z'))).toBe(false);
    expect(isWithinDateWindow(window, now)).toBe(true);
    expect(isWithinDateWindow(window, new Date('2024-07-01T00:00:00Z'))).toBe(false);
  });

  it('hides items whose window is inverted', () => {
    expect(isWithinDateWindow({ startDate: '2024-07-01T00:00:00Z', endDate: '2024-06-01T00:00:00Z' }, now)).toBe(false);
  });

  it('respects time-zone offsets in the ISO strings', () => {
    // 14:00+02:00 is 12:00Z, the same instant as now.
    expect(isWithinDateWindow({ startDate: '2024-06-15T14:00:00+02:00' }, now)).toBe(true);
    expect(isWithinDateWindow({ endDate: '2024-06-15T14:00:00+02:00' }, now)).toBe(false);
  });

  it('reads date-only strings as midnight UTC', () => {
    expect(isWithinDateWindow({ startDate: '2024-06-15', endDate: '2024-06-16' }, now)).toBe(true);
    expect(isWithinDateWindow({ endDate: '2024-06-15' }, now)).toBe(false);
  });

  it('treats an unparseable bound as absent', () => {
    expect(isWithinDateWindow({ startDate: 'not a date' }, now)).toBe(true);
    expect(isWithinDateWindow({ startDate: 'soon', endDate: '2024-01-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('isVisibleToViewer', () => {
  it('hides an item out of its window even when the audience matches', () => {
    const item: AudienceTargeted = { audience: 'both', endDate: '2024-06-01T00:00:00Z' };
    expect(isVisibleToViewer(item, anonymous, now)).toBe(false);
    expect(isVisibleToViewer(item, newPlayer, now)).toBe(false);
  });

  it('hides an item in its window when the audience does not match', () => {
    const item: AudienceTargeted = { audience: 'authorized', startDate: '2024-06-01T00:00:00Z' };
    expect(isVisibleToViewer(item, anonymous, now)).toBe(false);
    expect(isVisibleToViewer(item, newPlayer, now)).toBe(true);
  });
});

describe('matchesViewer', () => {
  it('judges audience and target only, not dates', () => {
    const item = { audience: 'authorized' as const, targetAudience: { option: 'PLAYER_IDS' as const, playerIds: [7] } };
    expect(matchesViewer(item, newPlayer)).toBe(true);
    expect(matchesViewer(item, player(8, 0))).toBe(false);
    expect(matchesViewer(item, anonymous)).toBe(false);
  });
});

describe('filterVisible', () => {
  const banners = [
    { title: 'everyone' },
    { title: 'guests', audience: 'not-authorized' as const },
    { title: 'players', audience: 'authorized' as const },
    { title: 'first-timers', audience: 'authorized' as const, targetAudience: { option: 'GROUP' as const, groups: ['DEPOSIT_COUNT_0' as const] } },
    { title: 'vip 42', audience: 'authorized' as const, targetAudience: { option: 'PLAYER_IDS' as const, playerIds: [42] } },
    { title: 'expired', endDate: '2024-01-01T00:00:00Z' },
    { title: 'upcoming', startDate: '2025-01-01T00:00:00Z' },
    { title: 'summer', startDate: '2024-06-01T00:00:00Z', endDate: '2024-09-01T00:00:00Z' },
  ];
  const titles = (viewer: Viewer) => filterVisible(banners, viewer, now).map((b) => b.title);

  it('gives anonymous visitors the not-authorized and both items in the window', () => {
    expect(titles(anonymous)).toEqual(['everyone', 'guests', 'summer']);
  });

  it('gives a player with no deposits the first-timer items', () => {
    expect(titles(player(1, 0))).toEqual(['everyone', 'players', 'first-timers', 'summer']);
  });

  it('gives a returning player neither first-timer nor someone else’s items', () => {
    expect(titles(player(1, 3))).toEqual(['everyone', 'players', 'summer']);
  });

  it('gives the listed player their own item', () => {
    expect(titles(player(42, 3))).toEqual(['everyone', 'players', 'vip 42', 'summer']);
  });

  it('keeps the item type and leaves the input alone', () => {
    const visible = filterVisible(banners, anonymous, now);
    expect(visible[0]).toBe(banners[0]);
    expect(banners).toHaveLength(8);
  });

  it('handles an empty list', () => {
    expect(filterVisible([], anonymous, now)).toEqual([]);
  });
});
