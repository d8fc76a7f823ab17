import { getTranslations } from 'next-intl/server';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';

/** A content page's call to action: one button-styled link labelled by a full message key. */
export function linkAction(href: string, messageKey: string, variant: ButtonVariant = 'primary', options: { prefetch?: false } = {}) {
  return async function LinkAction({ locale }: { locale: string }) {
    const t = await getTranslations({ locale });
    return (
      <Link href={href} prefetch={options.prefetch} className={buttonClasses({ variant })}>
        {t(messageKey)}
      </Link>
    );
  };
}
