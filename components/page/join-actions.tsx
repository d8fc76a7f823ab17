import { getTranslations } from 'next-intl/server';
import { SIGN_IN_HREF } from '@/components/layout/sign-in-href';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { VisitorOnly } from '@/components/layout/visitor-only';

/** Sign up (primary) and a second way in: the casino, or sign-in for pages aimed at existing players. */
export async function JoinActions({ locale, secondary = 'casino' }: { locale: string; secondary?: 'casino' | 'signIn' }) {
  const [header, welcome] = await Promise.all([getTranslations({ locale, namespace: 'header' }), getTranslations({ locale, namespace: 'pages.welcome' })]);
  return (
    <>
      <VisitorOnly>
        <Link href="/signup" prefetch={false} className={buttonClasses({ size: 'lg' })}>
          {header('signUp')}
        </Link>
      </VisitorOnly>
      {secondary === 'casino' ? (
        <Link href="/online-casino" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {welcome('secondary')}
        </Link>
      ) : (
        <Link href={SIGN_IN_HREF} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {header('signIn')}
        </Link>
      )}
    </>
  );
}
