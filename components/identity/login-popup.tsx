'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { loginLinkReturnPath } from '@/lib/identity/ui-post-login';
import { POST_LOGIN_PAGE_KEY, writeItem } from '@/lib/identity/ui-storage';
import { REDIRECT_PARAM } from '@/lib/session/constants';
import { LoginForm } from './login-form';

export const LOGIN_PARAM = 'login';

/** Opens the sign-in popup, remembering the page to return to (spec §2 "stored post-login page"). */
export function openLogin(redirect?: string | null): void {
  writeItem(POST_LOGIN_PAGE_KEY, `${window.location.pathname}${window.location.search}`);
  useLoginStore.getState().openPopup(redirect ?? null);
}

/** The login popup (spec §4): open and close; submit sets the loader; success closes; an error stays shown. */
export function LoginPopup({ authorized }: { authorized: boolean }) {
  const t = useTranslations('login');
  const open = useLoginStore((state) => state.open);
  const redirect = useLoginStore((state) => state.redirect);
  const close = useLoginStore((state) => state.close);

  const pathname = usePathname();
  // The page shown before the latest client-side navigation: a "Sign in" link (`/?login=1`) returns there.
  const previousPath = useRef<string | null>(null);

  // `?login=1` (sign-in links, the header link without JavaScript, old links) opens the popup once, then leaves
  // the URL. It runs on every navigation, since links reach it without reloading the layout.
  useEffect(() => {
    const url = new URL(window.location.href);
    const cameFrom = previousPath.current;
    if (url.searchParams.get(LOGIN_PARAM) === '1') {
      const target = loginLinkReturnPath({ redirect: url.searchParams.get(REDIRECT_PARAM), previousPath: cameFrom, currentPath: url.pathname });
      url.searchParams.delete(LOGIN_PARAM);
      url.searchParams.delete(REDIRECT_PARAM);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      if (!authorized) openLogin(target);
    }
    previousPath.current = `${url.pathname}${url.search}`;
  }, [authorized, pathname]);

  return (
    <Dialog open={open} onClose={close} title={t('title')} description={t('intro')} closeLabel={t('close')}>
      <LoginForm idPrefix="login-popup" redirect={redirect} onNavigate={close} />
    </Dialog>
  );
}
