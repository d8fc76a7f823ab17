import { getTranslations } from 'next-intl/server';
import { displayedLimit } from '@/lib/content/render/payment-limits';
import type { LanguageCode } from '@/lib/markets/languages';
import type { MarketCode } from '@/lib/markets/markets';
import { getPaymentMethods } from '@/server/content/get-payment-methods';

type Props = { locale: string; language: LanguageCode; market: MarketCode };

/** The market's payment methods as cards: what each is for, how long it takes, and its limits. */
export async function PaymentMethodsTable({ locale, language, market }: Props) {
  const [methods, t] = await Promise.all([getPaymentMethods({ language, market }), getTranslations({ locale, namespace: 'seo.paymentMethods' })]);
  return (
    <section aria-labelledby="payment-methods-heading">
      <h2 id="payment-methods-heading" className="text-xl font-bold text-fg">
        {t('heading')}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2" data-testid="payment-methods">
        {methods.map((method) => {
          const limit = displayedLimit(method, locale);
          const uses = [method.deposit ? t('deposits') : null, method.withdrawal ? t('withdrawals') : null].filter(Boolean).join(' · ');
          return (
            <li key={method.id} className="rounded-lg bg-surface p-5 shadow-card ring-1 ring-inset ring-line">
              <h3 className="text-base font-bold text-fg">{method.title}</h3>
              <p className="mt-1 text-sm text-fg-subtle">{uses}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-fg-subtle">{t('processTime')}</dt>
                <dd className="text-fg-muted">{method.processTime}</dd>
                {limit ? (
                  <>
                    <dt className="text-fg-subtle">{t('minimum')}</dt>
                    <dd className="money text-fg">{limit.min}</dd>
                    <dt className="text-fg-subtle">{t('maximum')}</dt>
                    <dd className="money text-fg">{limit.max}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
