import { z } from 'zod';
import { listDepositMethods } from '@/server/domains/wallet/list-deposit-methods';
import { withHandler } from '@/server/http/with-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.strictObject({ locale: z.string().regex(/^[a-z]{2,4}-[A-Z]{2}$/, 'a site locale such as en-UN') });

// The deposit modal's methods: content per market (image, type, process time, min and max per currency).
export const GET = withHandler(
  { objectName: 'depositMethods', query: querySchema, auth: 'required', rateLimit: { key: 'wallet-deposit-methods', limit: 60, windowMs: 60_000 } },
  async ({ query }) => Response.json(await listDepositMethods(query.locale)),
);
