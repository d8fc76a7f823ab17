import { defineContract } from '@/lib/api/contract';
import { HARBOUR_GAME_ERROR_STATUS, type HarbourGameErrorCode } from '@/lib/games/harbour/error-codes';
import { harbourRoundResultSchema, harbourSessionSchema, openHarbourSessionBodySchema, playHarbourRoundBodySchema } from '@/lib/games/harbour/schemas';

// The built-in game server (docs/harbour-games.md): the game client in the launch frame calls it with the launch
// link's ticket as its credential (no site cookie), and real rounds go through the seamless wallet over HTTP like
// any provider's. Every seamless refusal maps one to one onto an `error.game.*` code (seamlessToGameError).

const TAGS = ['Built-in games'];
const ALL_GAME_ERRORS = Object.keys(HARBOUR_GAME_ERROR_STATUS) as HarbourGameErrorCode[];

export const openHarbourSession = defineContract({
  operationId: 'games.openHarbourSession',
  method: 'POST',
  path: '/v1/harbour-games/session',
  summary: "Open the built-in game client's session",
  description:
    'Fun: a fresh signed balance of 1,000.00 fun credits. Real: the seamless wallet authenticates the ticket (the game-session token) and answers the balance. POST so the ticket never lands in access logs.',
  tags: TAGS,
  auth: 'none',
  rateLimit: { key: 'harbour-session', limit: 60, windowMs: 60_000 },
  objectName: 'harbourSession',
  body: openHarbourSessionBodySchema,
  responses: { 200: harbourSessionSchema },
  // Opening a session takes no stake: every refusal but the stake's.
  errors: ALL_GAME_ERRORS.filter((code) => code !== 'error.game.stake.invalid'),
});

export const playHarbourRound = defineContract({
  operationId: 'games.playHarbourRound',
  method: 'POST',
  path: '/v1/harbour-games/round',
  summary: 'Play one round of a built-in game',
  description:
    'The outcome is decided on the server (node:crypto). Real rounds bet, win (when something was won) and end the round through the seamless wallet; a bet the wallet may not have taken is rolled back. Fun rounds carry the signed fun balance (`funState`). The rate limit sits well above the 2.5 s minimum round duration.',
  tags: TAGS,
  auth: 'none',
  rateLimit: { key: 'harbour-round', limit: 120, windowMs: 60_000 },
  objectName: 'harbourRound',
  body: playHarbourRoundBodySchema,
  responses: { 200: harbourRoundResultSchema },
  errors: ALL_GAME_ERRORS,
});
