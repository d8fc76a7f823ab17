import { MARKET_CODES } from '@/lib/markets/markets';
import { latestWinnersQuerySchema, topWinnersQuerySchema } from '@/lib/wallet/winners';

describe('winners queries', () => {
  it.each([
    ['top-winners', topWinnersQuerySchema],
    ['latest-winners', latestWinnersQuerySchema],
  ] as const)('%s: the spec shape still parses without a market, which then filters nothing', (_name, schema) => {
    expect(schema.parse({})).toMatchObject({ siteId: 1, currency: 'EUR' });
    expect(schema.parse({}).market).toBeUndefined();
  });

  it.each(MARKET_CODES)('takes the market %s, as the locale segment names it', (market) => {
    expect(topWinnersQuerySchema.parse({ market }).market).toBe(market);
    expect(latestWinnersQuerySchema.parse({ market, currency: 'SEK' })).toEqual({ siteId: 1, currency: 'SEK', market });
  });

  it.each(['de', 'XX', '', 'DEU', 'en-DE'])('refuses the market %j', (market) => {
    const parsed = latestWinnersQuerySchema.safeParse({ market });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['market']]);
  });
});
