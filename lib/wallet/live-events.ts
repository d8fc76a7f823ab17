import { z } from 'zod';
import { walletSchema } from './schemas';

// The live connection's messages (spec games-wallet-bonuses §7 "Live connection"): JSON with body.type; isomorphic so the server
// builds and the browser parses the same shapes.

/** Where the websocket is served; the token goes in the `token` query parameter. */
export const WALLET_SOCKET_PATH = '/api/v1/ws/wallet';

/** Spec games-wallet-bonuses §9: the client pings every 20 s and reconnects up to 10 times, 3 s apart. */
export const WALLET_SOCKET_HEARTBEAT_MS = 20_000;
export const WALLET_SOCKET_RECONNECT_ATTEMPTS = 10;
export const WALLET_SOCKET_RECONNECT_DELAY_MS = 3_000;

export const walletBalanceBodySchema = z.object({ type: z.literal('WALLET_BALANCE'), balanceMap: walletSchema });
export const playerAttributeChangeBodySchema = z.object({ type: z.literal('PLAYER_ATTRIBUTE_CHANGE'), attributes: z.record(z.string(), z.unknown()) });
// The level data is not specified beyond the player id: kept as sent.
export const playerLoyaltyLevelBodySchema = z.looseObject({ type: z.literal('PLAYER_LOYALTY_LEVEL'), playerId: z.int().positive() });

/**
 * The running bonuses' wagering progress, pushed with every balance change (docs/decisions.md "Bonus wallet"): the
 * game page's progress moves with each bet without polling. Not among the spec's three body types; an extension.
 */
export const bonusWageringProgressSchema = z.object({
  assignmentId: z.int().positive(),
  campaignId: z.int().positive(),
  vertical: z.enum(['CASINO', 'LIVE_CASINO', 'SPORTS']),
  currency: z.string(),
  wagered: z.int().min(0),
  required: z.int().min(0),
  bonusBalance: z.int().min(0),
});
export type BonusWageringProgress = z.infer<typeof bonusWageringProgressSchema>;
export const bonusProgressBodySchema = z.object({ type: z.literal('BONUS_WAGERING_PROGRESS'), progress: z.array(bonusWageringProgressSchema) });

export const liveBodySchema = z.discriminatedUnion('type', [
  walletBalanceBodySchema,
  playerAttributeChangeBodySchema,
  playerLoyaltyLevelBodySchema,
  bonusProgressBodySchema,
]);
export type LiveBody = z.infer<typeof liveBodySchema>;

export const liveMessageSchema = z.object({ body: liveBodySchema });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** GET /api/v1/player/wallet/socket-token. */
export const socketTokenSchema = z.object({ token: z.string().min(1), expiresIn: z.int().positive() });
export type SocketToken = z.infer<typeof socketTokenSchema>;
