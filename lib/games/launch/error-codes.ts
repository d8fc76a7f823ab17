// Isomorphic: the game-launch error codes the platform answers with and their HTTP status. The server's
// ERROR_STATUS table spreads GAME_LAUNCH_ERROR_STATUS in.

export const GAME_LAUNCH_ERROR_STATUS = {
  'error.game.not_found': 404,
  /** The request names a game of another provider, or a provider code that is not the game's. */
  'error.game.mismatch': 400,
  /** Payout risk, multibrand suspension, or no casino / live casino access (spec games-wallet-bonuses §2 guards). */
  'error.game.access.denied': 403,
  /** The provider refused the launch or could not be reached. */
  'error.game.launch.failed': 502,
  /** Evolution refused the authentication: the site signs the player out (spec games-wallet-bonuses §6, §8). */
  'error.game.evolution.auth': 400,
} as const satisfies Record<string, number>;

export type GameLaunchErrorCode = keyof typeof GAME_LAUNCH_ERROR_STATUS;

export const GAME_LAUNCH_ERROR_MESSAGE: Record<GameLaunchErrorCode, string> = {
  'error.game.not_found': 'Game not found.',
  'error.game.mismatch': 'The launch request does not match the game.',
  'error.game.access.denied': 'This game is not available for this account.',
  'error.game.launch.failed': 'The game provider could not start the game.',
  'error.game.evolution.auth': 'The live casino provider refused the session.',
};
