import clsx from 'clsx';
import type { Category } from '@/lib/content/types/categories';
import { Link } from '@/i18n/navigation';
import { safeIconSvg } from '@/lib/lobby/icon-svg';

type CategoryNavProps = {
  categories: readonly Category[];
  basePath: string;
  label: string;
  currentId?: string;
};

/** The lobby's menu categories as chips, linked by category id; scrolls sideways on narrow screens. */
export function CategoryNav({ categories, basePath, label, currentId }: CategoryNavProps) {
  const items = categories.filter((category) => !category.hideInMenu);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="scroll-row -mx-4 flex gap-2 px-4 pb-2 md:mx-0 md:flex-wrap md:px-0">
        {items.map((category) => {
          const current = category.id === currentId;
          const icon = safeIconSvg(category.iconSvg);
          return (
            <li key={category.id} className="shrink-0">
              <Link
                href={`${basePath}/${category.id}`}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
                  current ? 'bg-primary text-primary-fg ring-primary' : 'bg-raised text-fg ring-line hover:ring-line-strong',
                )}
              >
                {icon ? <span aria-hidden="true" className="size-4 [&>svg]:size-4" dangerouslySetInnerHTML={{ __html: icon }} /> : null}
                {category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
