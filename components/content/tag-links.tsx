import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { PromotionTag } from '@/lib/content/types/promotions';

/** A promotion's tags as links to the tag page within its category; the current tag is marked. */
export async function TagLinks({
  locale,
  category,
  tags,
  active,
  size = 'md',
}: {
  locale: string;
  category: string;
  tags: readonly PromotionTag[];
  active?: string;
  size?: 'sm' | 'md';
}) {
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return (
    <ul aria-label={t('tagsLabel')} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            href={`/promotions/${category}/tag/${tag.slug}`}
            aria-current={tag.slug === active ? 'page' : undefined}
            className={clsx(
              'inline-flex items-center rounded-full font-semibold ring-1 ring-inset transition-colors',
              size === 'sm' ? 'min-h-8 px-3 text-xs' : 'min-h-10 px-4 text-sm',
              tag.slug === active ? 'bg-accent text-accent-fg ring-accent' : 'bg-raised text-fg-muted ring-line hover:text-fg hover:ring-accent',
            )}
          >
            {tag.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
