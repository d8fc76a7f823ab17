// What other domains may use of the ledger (docs/architecture.md, "Where code lives"): they post and read money
// only through these; everything else in this folder is the ledger's own.
export { HOUSE, PAYMENT_CLEARING, playerAccount, transfer } from './accounts';
export { lockPlayerAccounts } from './lock-player-accounts';
export { executeOperation, postOperation } from './post-operation';
export { lifetimeDeposits } from './lifetime-deposits';
export { opaqueReferenceOf, referenceIdOf } from './reference-id';
export { isBalanceOutOfRange, sqlStateOf } from './sql-state';
export type { OperationResult } from './types';
export { withLedgerRetry } from './with-ledger-retry';
// The seamless wallet's SQL functions post through ledger_post in the database, then hand the stored answer and
// its postings back here (server/domains/games/seamless-sql.ts).
export { toResult, type StoredResult } from './post-operation';
export { recordPostings } from './balance-changes';
