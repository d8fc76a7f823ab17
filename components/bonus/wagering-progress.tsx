'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatWalletMoney } from '@/lib/wallet/ui-money';

/** Amount wagered of the amount required, as a labelled bar (a progressbar for assistive technology). */
export function WageringProgress({ wagered, required, currency, compact = false }: { wagered: number; required: number; currency: string; compact?: boolean }) {
  const t = useTranslations('bonus.progress');
  const locale = useLocale();
  const percent = required > 0 ? Math.min(100, Math.floor((wagered / required) * 100)) : 100;
  const label = t('label', { wagered: formatWalletMoney(wagered, currency, locale), required: formatWalletMoney(required, currency, locale) });
  return (
    <div className="flex flex-col gap-1.5" data-testid="wagering-progress">
      <div className="flex justify-between gap-3 text-sm">
        <span className={compact ? 'text-fg-muted' : 'font-medium text-fg'}>{t('title')}</span>
        <span className="tabular-nums text-fg-muted" data-testid="wagering-progress-label">
          {label}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-raised ring-1 ring-inset ring-line"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
