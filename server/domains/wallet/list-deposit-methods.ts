import 'server-only';
import { parseLocale } from '@/lib/markets';
import type { DepositMethodOption } from '@/lib/wallet/schemas';
import { getPaymentMethods } from '@/server/content/get-payment-methods';

/** GET deposit methods (games-wallet-bonuses §7): the content's deposit methods of the locale's market, in its language. */
export async function listDepositMethods(locale: string): Promise<{ paymentMethods: DepositMethodOption[] }> {
  const parsed = parseLocale(locale);
  const methods = parsed ? await getPaymentMethods({ language: parsed.language, market: parsed.market }) : [];
  return {
    paymentMethods: methods.filter((method) => method.deposit).map(({ type, title, processTime, limits }) => ({ type, title, processTime, limits })),
  };
}
