// Who may see a banner, content box or tournament (spec games-wallet-bonuses §5, identity-and-account §6).

export type Audience = 'authorized' | 'not-authorized' | 'both';
export type TargetAudienceOption = 'NO_LIMIT' | 'GROUP' | 'PLAYER_IDS';
export type DepositCountGroup = 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1';

export interface TargetAudience {
  option: TargetAudienceOption;
  groups?: readonly DepositCountGroup[] | null;
  playerIds?: readonly number[] | null;
}

/** The content fields the visibility rule reads; banners and the like carry more. */
export interface AudienceTargeted {
  audience?: Audience | null;
  targetAudience?: TargetAudience | null;
  /** ISO date-time; the item is hidden before it. */
  startDate?: string | null;
  /** ISO date-time; the item is hidden from it on. */
  endDate?: string | null;
}

export type Viewer = { kind: 'anonymous' } | { kind: 'player'; playerId: number; totalDepositsCount: number };

export const DEFAULT_AUDIENCE: Audience = 'both';

/** 0 → DEPOSIT_COUNT_0, 1 → DEPOSIT_COUNT_1, more → DEPOSIT_COUNT_MORE_THAN_1 (a missing or odd count counts as 0). */
export function depositCountGroup(totalDepositsCount: number): DepositCountGroup {
  if (totalDepositsCount > 1) return 'DEPOSIT_COUNT_MORE_THAN_1';
  if (totalDepositsCount === 1) return 'DEPOSIT_COUNT_1';
  return 'DEPOSIT_COUNT_0';
}

function matchesAudience(audience: Audience, viewer: Viewer): boolean {
  if (audience === 'both') return true;
  return viewer.kind === 'player' ? audience === 'authorized' : audience === 'not-authorized';
}

/** Target audience narrows only signed-in players; anonymous visitors are judged by `audience` alone (spec games-wallet-bonuses §5). */
function matchesTargetAudience(target: TargetAudience | null | undefined, viewer: Viewer & { kind: 'player' }): boolean {
  switch (target?.option) {
    case 'GROUP':
      return (target.groups ?? []).includes(depositCountGroup(viewer.totalDepositsCount));
    case 'PLAYER_IDS':
      return (target.playerIds ?? []).includes(viewer.playerId);
    default:
      // NO_LIMIT, or no targeting recorded at all.
      return true;
  }
}

function toTime(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  // An unparseable bound is treated as absent rather than hiding the item for ever.
  return Number.isNaN(time) ? undefined : time;
}

/** Start inclusive, end exclusive, so back-to-back campaigns never overlap nor leave a gap. */
export function isWithinDateWindow(item: Pick<AudienceTargeted, 'startDate' | 'endDate'>, now: Date): boolean {
  const time = now.getTime();
  const start = toTime(item.startDate);
  const end = toTime(item.endDate);
  return (start === undefined || time >= start) && (end === undefined || time < end);
}

/** Audience and target audience only, for callers that have already applied the date window. */
export function matchesViewer(item: Pick<AudienceTargeted, 'audience' | 'targetAudience'>, viewer: Viewer): boolean {
  if (!matchesAudience(item.audience ?? DEFAULT_AUDIENCE, viewer)) return false;
  return viewer.kind === 'anonymous' || matchesTargetAudience(item.targetAudience, viewer);
}

/** `now` is required so an expired banner can never show because a caller forgot the clock. */
export function isVisibleToViewer(item: AudienceTargeted, viewer: Viewer, now: Date): boolean {
  return isWithinDateWindow(item, now) && matchesViewer(item, viewer);
}

/** The items this viewer may see at `now`, in their original order. */
export function filterVisible<T extends AudienceTargeted>(items: readonly T[], viewer: Viewer, now: Date): T[] {
  return items.filter((item) => isVisibleToViewer(item, viewer, now));
}
