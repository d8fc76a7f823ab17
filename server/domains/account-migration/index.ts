// The account migration request's operations (identity-and-account.md §7 `/player/migration`): the routes call the
// player's two; the support desk's command (scripts/account-migrations.ts) lists and decides.
export { getMigration } from './get-migration';
export { requestMigration } from './request-migration';
export { listOpenMigrations } from './list-migrations';
export { decideMigration, MigrationDecisionError, type MigrationDecision } from './decide-migration';
