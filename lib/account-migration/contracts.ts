import { defineContract } from '@/lib/api/contract';
import { migrationAnswerSchema, migrationBodySchema, migrationCreatedSchema } from './schemas';

// The player's account migration request between regulated markets (identity-and-account.md §7 `/player/migration`;
// docs/api.md "Account migration requests"; docs/decisions.md "Account migration requests"). Signed-in player only.

const TAGS = ['Account'];
const minute = 60_000;

export const getMigration = defineContract({
  operationId: 'account.getMigration',
  method: 'GET',
  path: '/v1/player/migration',
  summary: 'The player’s latest account migration request, or none',
  description:
    'identity-and-account.md §7 `/player/migration`: the signed-in player’s open request, else the latest decided one, else `{ "migration": null }`. Statuses REQUESTED and IN_REVIEW are open; COMPLETED and REJECTED are decided (`decidedAt`).',
  tags: TAGS,
  auth: 'required',
  responses: { 200: migrationAnswerSchema },
  errors: [],
});

export const requestMigration = defineContract({
  operationId: 'account.requestMigration',
  method: 'POST',
  path: '/v1/player/migration',
  summary: 'Ask support to move the account to another regulated market',
  description:
    'identity-and-account.md §7 `/player/migration`. `toMarket` is a market code the site runs; Canada needs `toProvince`. The target must differ from the player’s market, except a move between Ontario and the rest of Canada (the province change the account page refuses with `error.account.province.ontario`). One open request per player, held by the database: a second is 409 `error.account.migration.open`. Support decides; an approval moves the account and signs out every session.',
  tags: TAGS,
  auth: 'required',
  rateLimit: { key: 'account-migration', limit: 10, windowMs: 10 * minute },
  objectName: 'migration',
  body: migrationBodySchema,
  responses: { 201: migrationCreatedSchema },
  errors: ['error.player.not.found', 'error.account.migration.open'],
});
