import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { GeneratedArt } from '@/components/ui/generated-art';
import { ArrowRightIcon } from '@/components/ui/icons';
import { MAIN_NAV } from '@/components/layout/nav-items';
import { Link } from '@/i18n/navigation';

// Bento layout: the two biggest verticals get wide cards, the rest share the second row.
const SPANS = ['lg:col-span-3', 'lg:col-span-3', 'lg:col-span-2', 'lg:col-span-2', 'md:col-span-2 lg:col-span-2'];

export async function VerticalCards() {
  const [t, nav] = await Promise.all([getTranslations('pages.home'), getTranslations('nav')]);
  return (
    <section aria-labelledby="home-verticals" className="mx-auto max-w-content px-4 py-12 md:px-6 md:py-16 xl:px-8">
      <h2 id="home-verticals" className="text-xl font-bold tracking-tight text-fg">
        {t('verticalsTitle')}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-6">
        {MAIN_NAV.map((item, index) => (
          <li key={item.href} className={clsx('flex', SPANS[index])}>
            <Link
              href={item.href}
              className="group flex w-full flex-col overflow-hidden rounded-lg bg-surface shadow-card ring-1 ring-inset ring-line transition duration-200 hover:-translate-y-0.5 hover:ring-line-strong"
            >
              <GeneratedArt seed={item.href} icon={item.icon} className={clsx('h-32 md:h-40', index < 2 && 'lg:h-48')} />
              <span className="flex flex-1 items-start justify-between gap-4 p-5">
                <span>
                  <span className="block text-lg font-bold text-fg">{nav(item.label)}</span>
                  <span className="mt-1 block text-sm text-fg-muted">{t(`verticals.${item.label}`)}</span>
                </span>
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-raised text-fg-muted transition-colors group-hover:bg-primary group-hover:text-primary-fg"
                >
                  <ArrowRightIcon className="size-5" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
