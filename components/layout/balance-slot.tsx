'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button-classes';
import { AccountMenu } from '@/components/identity/account-menu';
import { SignInButton } from '@/components/identity/sign-in-button';
import { DepositModal } from '@/components/wallet/deposit-modal';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { useRestrictedHint } from './use-restricted-hint';
import { useSessionHint } from './use-session-hint';

/**
 * The header's account seam. Without a session: Sign in and Sign up. With one: the balance (components/wallet), a Deposit button and the account menu (components/identity). It decides in the browser from
 * the gate's readable session hint, so the layout reads no cookies and lobby pages can be served from cache;
 * the server HTML is the visitor's (Sign in, Sign up), complete without JavaScript. Sign-up links never prefetch:
 * the page renders per request (its captcha follows the running server), and Next cancels a dynamic page's
 * prefetch after a few bytes, which the console shows as a failed request on every page.
 */
export function BalanceSlot() {
  const t = useTranslations('header');
  const session = useSessionHint();
  // A refused country may sign in (to withdraw) but is never offered sign-up, on any page it can still reach.
  const restricted = useRestrictedHint();

  if (!session) {
    return (
      <div className="flex items-center gap-2">
        <SignInButton className={buttonClasses({ variant: 'outline', size: 'sm', nowrap: true })}>{t('signIn')}</SignInButton>
        {restricted ? null : (
          <Link href="/signup" prefetch={false} data-signup-link className={buttonClasses({ variant: 'primary', size: 'sm', nowrap: true })}>
            {t('signUp')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2" data-testid="balance-slot">
      <HeaderBalance />
      <DepositModal />
      <AccountMenu />
    </div>
  );
}
