export * from './enums';
export * from './players';
export * from './cookie-consents';
export * from './identity';
export * from './jackpots';
export * from './ledger';
export * from './deposits';
export * from './seamless-wallet';
