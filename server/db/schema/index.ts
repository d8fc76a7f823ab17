export * from './enums';
export * from './players';
export * from './cookie-consents';
export * from './identity';
export * from './jackpots';
export * from './ledger';
export * from './deposits';
export * from './seamless-wallet';
export * from './limits';
export * from './player-games';
export * from './identity-checks';
export * from './edd';

export * from './account';
export * from './activity';
export * from './account-migrations';
