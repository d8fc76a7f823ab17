import { defineContract } from '@/lib/api/contract';
import { getJackpotAmountQuerySchema, jackpotAmountsSchema } from './schemas';

/** games-wallet-bonuses §7: the current pot of each jackpot game asked for, in EUR minor units. */
export const getJackpotAmounts = defineContract({
  operationId: 'jackpots.getAmounts',
  method: 'GET',
  path: '/v1/gaming/jackpotamount',
  summary: 'Current jackpot pots',
  description: 'Public and the same for everyone; cacheable for 15 s. Ids that are not jackpot games are left out.',
  tags: ['Games'],
  auth: 'none',
  objectName: 'jackpotAmount',
  query: getJackpotAmountQuerySchema,
  responses: { 200: jackpotAmountsSchema },
  errors: [],
});
