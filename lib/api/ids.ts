import { z } from 'zod';

/** PostgreSQL `integer` (int4) ends here: a larger id can name no row, and PostgreSQL would refuse it (22003). */
export const INT4_MAX = 2_147_483_647;

/** An id the client sends that names an int4 row (`playerId`, `siteId`): a positive integer within int4. */
export const int4IdSchema = z.int().positive().max(INT4_MAX);
