'use client';

import { useTranslations } from 'next-intl';
import { useToastStore } from '@/lib/ui/toast-store';
import { ToastItem } from './toast-item';

/**
 * Two live regions so errors interrupt (role alert) and everything else waits its turn (role status).
 * Both exist from the first render: a region inserted together with its message is often not announced.
 */
export function Toaster() {
  const t = useTranslations('toast');
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const errors = toasts.filter((item) => item.kind === 'error');
  const others = toasts.filter((item) => item.kind !== 'error');

  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-toast flex flex-col items-center gap-2 px-4 md:top-auto md:bottom-6 md:left-auto md:right-6 md:items-end md:px-0">
      <div role="alert" aria-label={t('regionLabel')} className="flex w-full flex-col items-center gap-2 md:items-end">
        {errors.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
        ))}
      </div>
      <div role="status" aria-label={t('regionLabel')} className="flex w-full flex-col items-center gap-2 md:items-end">
        {others.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}
