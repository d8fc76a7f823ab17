import { getTranslations } from 'next-intl/server';
import { Wordmark } from '@/components/brand/wordmark';
import { Link } from '@/i18n/navigation';
import { brand } from '@/lib/brand';
import { BalanceSlot } from './balance-slot';
import { MainNav } from './main-nav';
import { SearchLink } from './search-link';

/**
 * Sticky header: one row from lg, logo and actions with the nav below from md, compact below md (where the
 * bottom bar's menu and the lobby carry navigation and search).
 */
export async function SiteHeader() {
  const [t, a11y] = await Promise.all([getTranslations('header'), getTranslations('a11y')]);

  return (
    <header className="sticky top-0 z-header border-b border-line bg-canvas/90 backdrop-blur-lg">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-3 px-4 md:px-6 lg:flex-nowrap lg:gap-x-6 xl:px-8">
        <Link href="/" aria-label={a11y('homeLink', { brand: brand.name })} className="flex h-14 shrink-0 items-center rounded-md md:h-16">
          <Wordmark compact className="h-8 w-8 md:hidden" />
          <Wordmark className="hidden h-8 w-auto md:block" />
        </Link>
        <MainNav className="order-last hidden w-full border-t border-line md:block lg:order-none lg:w-auto lg:min-w-0 lg:flex-1 lg:border-0" />
        <div className="ml-auto flex items-center gap-2">
          <SearchLink label={t('search')} />
          <BalanceSlot />
        </div>
      </div>
    </header>
  );
}
