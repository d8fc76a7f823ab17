import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { SearchIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

/** No games match: say so plainly and offer the way back to the whole lobby. */
export async function EmptyState({ locale, clearHref }: { locale: string; clearHref: string }) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-xl bg-surface px-6 py-12 text-center ring-1 ring-inset ring-line"
      data-testid="empty-state"
    >
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-raised text-fg-muted">
        <SearchIcon />
      </span>
      <h2 className="text-lg font-bold text-fg">{t('emptyTitle')}</h2>
      <p className="max-w-prose text-sm text-fg-muted">{t('emptyBody')}</p>
      <Link href={clearHref} className={buttonClasses({ variant: 'outline' })}>
        {t('clearFilters')}
      </Link>
    </div>
  );
}
