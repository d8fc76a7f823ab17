import { z } from 'zod';
import { marketCodeSchema } from './primitives';

// Who sees a banner, content box or promotion (spec games-wallet-bonuses §5).

export const AUTHORIZED_OPTIONS = ['authorized', 'not-authorized', 'both'] as const;
export const AUDIENCE_OPTIONS = ['NO_LIMIT', 'GROUP', 'PLAYER_IDS'] as const;
export const AUDIENCE_GROUPS = ['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'] as const;

export const targetAudienceSchema = z.object({
  option: z.enum(AUDIENCE_OPTIONS),
  groups: z.array(z.enum(AUDIENCE_GROUPS)),
  playerIds: z.array(z.number().int().positive()),
});
export type TargetAudience = z.infer<typeof targetAudienceSchema>;

export const audienceFields = {
  authorized: z.enum(AUTHORIZED_OPTIONS),
  targetAudience: targetAudienceSchema,
  /** Markets where the item shows; empty means every market. */
  markets: z.array(marketCodeSchema),
};
