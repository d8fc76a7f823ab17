export * from './enums';
export * from './players';
export * from './cookie-consents';
export * from './identity';
