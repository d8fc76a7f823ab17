import type { LaunchEndpointKey } from '@/lib/games/launch/endpoints';

// Per-provider knowledge of the spec's bodies (spec games-wallet-bonuses §7): which field names the provider's own game code and
// which carries the player's IP. The platform checks the code against the catalogue game and sets the IP to
// the address it observed (a client-sent address is never trusted).

/** Body field holding the provider's game code; the generic ticket/token bodies carry the catalogue id instead. */
export const GAME_CODE_FIELD: Partial<Record<LaunchEndpointKey, string>> = {
  pragmaticDemoGameUrl: 'symbol',
  pragmaticRealGameUrl: 'symbol',
  pariplayContextDemo: 'GameCode',
  pariplayContextReal: 'GameCode',
  softswissContextDemo: 'game',
  softswissContextReal: 'game',
  evolutionAuthenticate: 'tableId',
  evolutionAuthenticateDemo: 'tableId',
};

export const IP_FIELD: Partial<Record<LaunchEndpointKey, string>> = {
  pariplayContextDemo: 'PlayerIP',
  pariplayContextReal: 'PlayerIP',
  softswissContextDemo: 'ip',
  softswissContextReal: 'ip',
  creedroomzTokenGenerate: 'ipAddress',
  evolutionAuthenticate: 'ipAddress',
  evolutionAuthenticateDemo: 'ipAddress',
};

/** The ticket and token bodies name the catalogue game; the provider gets its own code (spec games-wallet-bonuses §5 "Game ids are transformed"). */
export const CATALOGUE_ID_FIELD: Partial<Record<LaunchEndpointKey, string>> = {
  gameTicketDemo: 'gameId',
  gameTicket: 'gameId',
  gameToken: 'gameId',
};
