import type { TargetAudience } from '../../../lib/content/documents/audience';

export const EVERYONE: TargetAudience = { option: 'NO_LIMIT', groups: [], playerIds: [] };
export const group = (...groups: TargetAudience['groups']): TargetAudience => ({ option: 'GROUP', groups, playerIds: [] });
export const players = (...playerIds: number[]): TargetAudience => ({ option: 'PLAYER_IDS', groups: [], playerIds });

/** Demo player ids used by the seeded accounts in tests and the demo. */
export const VIP_PLAYER_IDS = [1001, 1002, 1007];
