import { getTranslations } from 'next-intl/server';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@/lib/brand';

/**
 * Payment methods as neutral text marks (never the providers' logos). They are information, not controls: flat
 * text without a fill, shadow or pill shape, so nobody takes them for buttons.
 */
export async function PaymentMarks({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const t = await getTranslations('footer');
  return (
    <ul
      data-testid="payment-marks"
      className={
        size === 'lg'
          ? 'grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-3 lg:grid-cols-5'
          : 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-fg-subtle'
      }
    >
      {PAYMENT_METHODS.map((method, index) => (
        <li
          key={method}
          className={
            size === 'lg'
              ? 'border-l-2 border-line-strong py-2 pl-4 text-base font-extrabold tracking-tight text-fg'
              : 'flex items-center gap-2 whitespace-nowrap'
          }
        >
          {PAYMENT_METHOD_NAMES[method] ?? t('card')}
          {/* The separator ends a line rather than starting the next one when the list wraps. */}
          {size === 'sm' && index < PAYMENT_METHODS.length - 1 ? <span aria-hidden="true">·</span> : null}
        </li>
      ))}
    </ul>
  );
}
