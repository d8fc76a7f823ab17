'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSessionPresence } from '@/components/layout/use-session-hint';
import { usePathname, useRouter } from '@/i18n/navigation';
import { identityApi } from '@/lib/identity/ui-api';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { reloadTo, setFlash, takeFlash } from '@/lib/identity/ui-flash';
import { setForcedLogoutHandler } from '@/lib/identity/ui-forced-logout';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { termsGuardApplies } from '@/lib/identity/ui-post-login';
import { ACCESS_CONTEXT_KEY, signOutEverywhere } from '@/lib/identity/ui-session';
import { clearIdentityStorage, readAuthorization } from '@/lib/identity/ui-storage';
import { toast } from '@/lib/ui/toast-store';
import { IdleTimer } from './idle-timer';
import { LoginPopup } from './login-popup';
import { TermsUpdatedDialog } from './terms-updated-dialog';

// setTimeout's ceiling (about 24.8 days); a later expiry is caught by the next page load's session check.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Identity's client side, mounted once in the layout: resolves the auth status from the session check,
 * forces logout on a 401/403 or an expired token, applies the terms guard, and hosts the login popup and
 * the idle-timer modal. Whether an id_token cookie exists comes from the gate's readable session hint (the
 * layout reads no cookies, so cached pages stay cacheable); nothing is decided while that is still unknown.
 */
export function IdentityOverlays() {
  const presence = useSessionPresence();
  const hasSession = presence === true;
  const t = useTranslations();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const { authorized, status } = useAuthStore();

  const context = useQuery({ queryKey: ACCESS_CONTEXT_KEY, queryFn: identityApi.accessContext, enabled: hasSession });

  // A notice left by the sign-in or sign-out that ended with a page load.
  useEffect(() => {
    const flash = takeFlash();
    if (flash && t.has(flash.key)) toast({ kind: flash.kind, message: t(flash.key, flash.values) });
  }, [t]);

  useEffect(() => {
    const endSession = () => {
      void signOutEverywhere(queryClient).then(() => {
        setFlash({ kind: 'warning', key: 'login.sessionEnded' });
        reloadTo(null);
      });
    };
    setForcedLogoutHandler(() => {
      if (useAuthStore.getState().authorized || readAuthorization()) endSession();
    });
    return () => setForcedLogoutHandler(null);
  }, [queryClient]);

  // Auth status (spec §4): requested while the session check runs, then resolved.
  useEffect(() => {
    const store = useAuthStore.getState();
    if (presence === null) return;
    if (!hasSession) {
      // Signed in on this very page: the post-sign-in load or refresh brings the cookie to the server.
      if (store.authorized) return;
      if (readAuthorization()) clearIdentityStorage();
      store.resolve(null);
      return;
    }
    if (context.isPending) {
      store.request();
      return;
    }
    const playerId = context.data?.playerId ?? null;
    if (playerId === null) {
      // A cookie the platform no longer accepts (expired, revoked): sign out so the gate and header agree.
      void signOutEverywhere(queryClient).then(() => reloadTo(null));
      return;
    }
    store.resolve(playerId);
  }, [presence, hasSession, context.isPending, context.data, queryClient]);

  // Spec §5: an access token past its expiry triggers logout.
  useEffect(() => {
    if (!authorized) return;
    const exp = readAuthorization()?.exp;
    if (!exp) return;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(() => {
      void signOutEverywhere(queryClient).then(() => {
        setFlash({ kind: 'warning', key: 'login.sessionEnded' });
        reloadTo(null);
      });
    }, Math.max(0, delay));
    return () => window.clearTimeout(timer);
  }, [authorized, queryClient]);

  const termsUpdateRequired = authorized && context.data?.termsUpdateRequired === true;
  const navigatingTo = useLoginStore((state) => state.navigatingTo);
  useEffect(() => {
    if (termsUpdateRequired && !navigatingTo && termsGuardApplies(pathname)) router.replace('/accept-terms-condition');
  }, [termsUpdateRequired, navigatingTo, pathname, router]);

  return (
    <>
      <LoginPopup authorized={authorized} />
      {authorized && status === 'resolved' ? <IdleTimer /> : null}
      <TermsUpdatedDialog show={termsUpdateRequired && pathname === '/'} />
    </>
  );
}
