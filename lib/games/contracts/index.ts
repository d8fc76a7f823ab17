// Every games-domain contract, for lib/api/all-contracts.ts. Callers import the one module they call (the
// browser never loads this list).
export * from './harbour';
export * from './launch';
export * from './limitations';
export * from './live-tables';
export * from './my-games';
export * from './sandbox';
export * from './seamless';
