import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';

/** "Show more" as a real link to the next page's URL: works without JavaScript, and the page is shareable. */
export async function ShowMoreLink({ href, locale }: { href: string; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  return (
    <div className="mt-8 flex justify-center">
      <Link href={href} scroll={false} rel="next" className={buttonClasses({ variant: 'secondary', size: 'lg' })} data-testid="show-more">
        {t('showMore')}
      </Link>
    </div>
  );
}
