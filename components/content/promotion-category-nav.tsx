import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { PromotionCategory } from '@/lib/content/types/promotions';

/** All offers, then one link per CMS category; the current one is marked for screen readers and by style. */
export async function PromotionCategoryNav({ locale, categories, active }: { locale: string; categories: readonly PromotionCategory[]; active?: string }) {
  const t = await getTranslations({ locale, namespace: 'promotions' });
  const links = [
    { slug: '', title: t('allCategories'), href: '/promotions' },
    ...categories.map((c) => ({ slug: c.slug, title: c.title, href: `/promotions/${c.slug}` })),
  ];
  return (
    <nav aria-label={t('categoriesLabel')} className="-mx-4 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2 md:w-auto md:flex-wrap">
        {links.map((link) => {
          const current = (active ?? '') === link.slug;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-5 text-sm font-semibold ring-1 ring-inset transition-colors',
                  current ? 'bg-primary text-primary-fg ring-primary' : 'bg-surface text-fg-muted ring-line hover:text-fg hover:ring-line-strong',
                )}
              >
                {link.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
