export * from './enums';
export * from './players';
export * from './cookie-consents';
export * from './jackpots';
export * from './ledger';
export * from './deposits';
