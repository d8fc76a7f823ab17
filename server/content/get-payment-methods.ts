import 'server-only';
import type { PaymentMethod } from '@/lib/content/types/payments-and-markets';
import type { LanguageCode } from '@/lib/markets/languages';
import { toPaymentMethod } from './adapter/payments-and-markets';
import { TYPE_TAGS } from './cache-tags';
import { viewerMarketCodes } from './game-visibility';
import { PAYMENT_METHODS_QUERY } from './queries';
import { readContent, runQuery } from './read-content';

export interface GetPaymentMethodsInput {
  language: LanguageCode;
  market?: string | null;
}

/** The payment methods offered in the market (image, type, process time, min and max per currency). */
export function getPaymentMethods(input: GetPaymentMethodsInput): Promise<PaymentMethod[]> {
  const markets = viewerMarketCodes(input.market);
  return readContent('getPaymentMethods', { language: input.language, markets }, [TYPE_TAGS.paymentMethod], async ({ source, adapter }) => {
    const context = adapter(input.language);
    return (await runQuery(source, PAYMENT_METHODS_QUERY, { markets })).map((method) => toPaymentMethod(method, context));
  });
}
