import { headers } from 'next/headers';
import { Suspense } from 'react';
import { parseLocale } from '@/lib/markets/locales';
import type { DepositMethodOption } from '@/lib/wallet/ui-methods';
import { getPaymentMethods } from '@/server/content/get-payment-methods';
import { clientAddress } from '@/server/http/client-info';
import { DepositPanel } from './deposit-panel';

// Under `next dev` (no stamped peer, no trusted proxy) no client address is known; the deposit-allowed rule does
// not read it yet (docs/decisions.md, "Wallet UI").
const UNKNOWN_IP = '0.0.0.0';

/** Server part of the deposit page: the market's deposit methods from content, and the client's address. */
export async function DepositSection({ locale }: { locale: string }) {
  const parsed = parseLocale(locale);
  const [methods, requestHeaders] = await Promise.all([
    parsed ? getPaymentMethods({ language: parsed.language, market: parsed.market }) : Promise.resolve([]),
    headers(),
  ]);
  const options: DepositMethodOption[] = methods
    .filter((method) => method.deposit)
    .map(({ type, title, processTime, limits }) => ({ type, title, processTime, limits }));
  const ipAddress = clientAddress({ headers: requestHeaders }) ?? UNKNOWN_IP;
  return (
    <Suspense>
      <DepositPanel methods={options} ipAddress={ipAddress} />
    </Suspense>
  );
}
