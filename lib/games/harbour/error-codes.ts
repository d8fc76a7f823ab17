/**
 * Error codes of the built-in game server (POST /api/v1/harbour-games/…). Seamless-wallet refusals are mapped
 * one to one (seamlessToGameError), so the client can tell the player exactly why a round did not start.
 */
export const HARBOUR_GAME_ERROR_STATUS = {
  'error.game.not_found': 404,
  'error.game.stake.invalid': 400,
  'error.game.ticket.invalid': 401,
  'error.game.session.expired': 401,
  'error.game.insufficient_funds': 402,
  'error.game.limit.reached': 403,
  'error.game.player.timeout': 403,
  'error.game.player.excluded': 403,
  'error.game.access.denied': 403,
  'error.game.round.rejected': 409,
  'error.game.unavailable': 503,
} as const satisfies Record<string, number>;

export type HarbourGameErrorCode = keyof typeof HARBOUR_GAME_ERROR_STATUS;

export const HARBOUR_GAME_ERROR_MESSAGE: Record<HarbourGameErrorCode, string> = {
  'error.game.not_found': 'No game with this id in the catalogue.',
  'error.game.stake.invalid': 'The stake or bet is not allowed in this game.',
  'error.game.ticket.invalid': 'The game ticket is not valid.',
  'error.game.session.expired': 'The game session has expired; launch the game again.',
  'error.game.insufficient_funds': 'Not enough funds for this stake.',
  'error.game.limit.reached': 'This stake would go over your spend limit.',
  'error.game.player.timeout': 'Your account is on a timeout.',
  'error.game.player.excluded': 'Your account is self-excluded.',
  'error.game.access.denied': 'Your account may not play this game.',
  'error.game.round.rejected': 'The wallet refused this round.',
  'error.game.unavailable': 'The wallet did not answer; no round was played.',
};

/** The seamless-wallet code (docs/seamless-wallet.md) → the game server's code. */
export function seamlessToGameError(code: string): HarbourGameErrorCode {
  switch (code) {
    case 'error.seamless.insufficient_funds':
      return 'error.game.insufficient_funds';
    case 'error.seamless.limit.reached':
      return 'error.game.limit.reached';
    case 'error.seamless.player.timeout':
      return 'error.game.player.timeout';
    case 'error.seamless.player.excluded':
      return 'error.game.player.excluded';
    case 'error.seamless.access.denied':
      return 'error.game.access.denied';
    case 'error.seamless.session.expired':
      return 'error.game.session.expired';
    case 'error.seamless.session.invalid':
      return 'error.game.ticket.invalid';
    case 'error.seamless.transaction.rolled_back':
    case 'error.seamless.transaction.conflict':
    case 'error.seamless.round.closed':
    case 'error.seamless.round.invalid':
    case 'error.seamless.amount.out_of_range':
    case 'error.seamless.jackpot.invalid':
    case 'error.seamless.jackpot.paid':
      return 'error.game.round.rejected';
    default:
      // Signature and validation refusals are the game server's own fault: the player can only retry later.
      return 'error.game.unavailable';
  }
}

/** The message key (harbourGame.errors.*) the client shows for an error code; unknown codes get the generic one. */
export function gameErrorMessageKey(code: string | undefined): string {
  if (code && code in HARBOUR_GAME_ERROR_STATUS) return code.replace(/^error\.game\./, '').replace(/\./g, '_');
  return 'generic';
}
