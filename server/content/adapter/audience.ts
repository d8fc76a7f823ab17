import { AUDIENCE_GROUPS } from '@/lib/content/documents/audience';
import type { Audience, DepositCountGroup, TargetAudience } from '@/lib/content/rules/audience';
import type { AudienceFields } from '@/lib/content/types/shared';
import { oneOf } from './values';
import type { VendorAudience } from './vendor-types';

const AUDIENCES: readonly Audience[] = ['authorized', 'not-authorized', 'both'];
const OPTIONS: readonly TargetAudience['option'][] = ['NO_LIMIT', 'GROUP', 'PLAYER_IDS'];

/** The content's `authorized` flag becomes the audience rule's `audience` (default both, spec games-wallet-bonuses §5). */
export function toAudienceFields(item: VendorAudience): AudienceFields {
  const target = item.targetAudience;
  return {
    audience: oneOf(item.authorized, AUDIENCES, 'both'),
    targetAudience: {
      option: oneOf(target?.option, OPTIONS, 'NO_LIMIT'),
      groups: (target?.groups ?? []).filter((group): group is DepositCountGroup => (AUDIENCE_GROUPS as readonly string[]).includes(group)),
      playerIds: target?.playerIds ?? [],
    },
    startDate: item.startDate ?? null,
    endDate: item.endDate ?? null,
    markets: item.markets ?? [],
  };
}
