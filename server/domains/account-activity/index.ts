// What other domains may call of the account activity log (docs/architecture.md, "Where code lives").
export { appendActivityLog } from './append-activity-log';
