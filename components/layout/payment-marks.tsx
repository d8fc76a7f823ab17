import { getTranslations } from 'next-intl/server';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@/lib/brand';

/** Payment methods as neutral text marks (never the providers' logos). */
export async function PaymentMarks({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const t = await getTranslations('footer');
  return (
    <ul className={size === 'lg' ? 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5' : 'flex flex-wrap gap-2'}>
      {PAYMENT_METHODS.map((method) => (
        <li
          key={method}
          className={
            size === 'lg'
              ? 'flex h-20 items-center justify-center rounded-lg bg-surface px-4 text-base font-extrabold tracking-tight text-fg shadow-card ring-1 ring-inset ring-line'
              : 'flex h-10 items-center rounded-md bg-raised px-3 text-sm font-bold tracking-tight text-fg-muted ring-1 ring-inset ring-line'
          }
        >
          {PAYMENT_METHOD_NAMES[method] ?? t('card')}
        </li>
      ))}
    </ul>
  );
}
