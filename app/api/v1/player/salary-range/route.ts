import { getEddSalaryRanges } from '@/lib/edd/contracts';
import { SALARY_RANGE_CURRENCY, SALARY_RANGES } from '@/lib/edd/options';
import { withContract } from '@/server/http/with-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// identity-and-account §7 `/player/salary-range`: yearly income bands in one reference currency.
export const GET = withContract(getEddSalaryRanges, { database: false }, async () => ({
  currency: SALARY_RANGE_CURRENCY,
  salaryRanges: SALARY_RANGES.map((range) => ({ ...range })),
}));
