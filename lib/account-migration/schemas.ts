import { z } from 'zod';

// GET/POST /player/migration (identity-and-account.md §7; docs/api.md "Account migration requests"). Isomorphic.

/** REQUESTED and IN_REVIEW are open: a player has at most one open request (a partial unique index holds it). */
export const MIGRATION_STATUSES = ['REQUESTED', 'IN_REVIEW', 'COMPLETED', 'REJECTED'] as const;
export const OPEN_MIGRATION_STATUSES = ['REQUESTED', 'IN_REVIEW'] as const satisfies readonly (typeof MIGRATION_STATUSES)[number][];
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];

const code = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'two letters' }));

/** POST /player/migration: the market to move to and, for Canada, the province (Ontario or elsewhere). */
export const migrationBodySchema = z.strictObject({
  toMarket: code,
  toProvince: code.nullish(),
});

export type MigrationBody = z.input<typeof migrationBodySchema>;

export const migrationSchema = z.object({
  migrationId: z.string(),
  fromMarket: z.string(),
  toMarket: z.string(),
  toProvince: z.string().optional(),
  status: z.enum(MIGRATION_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().optional(),
});
export type Migration = z.infer<typeof migrationSchema>;

export const migrationAnswerSchema = z.object({ migration: migrationSchema.nullable() });
export type MigrationAnswer = z.infer<typeof migrationAnswerSchema>;

export const migrationCreatedSchema = z.object({ migration: migrationSchema });
