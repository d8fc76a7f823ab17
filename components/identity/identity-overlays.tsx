'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname as useFullPathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSessionPresence } from '@/components/layout/use-session-hint';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useAuthStore } from '@/lib/identity/ui-auth-store';
import { reloadTo, setFlash, takeFlash } from '@/lib/identity/ui-flash';
import { cognitoSession } from '@/lib/identity/ui-cognito';
import { forceLogout, setForcedLogoutHandler } from '@/lib/identity/ui-forced-logout';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { termsGuardApplies } from '@/lib/identity/ui-post-login';
import { ACCESS_CONTEXT_KEY, loadIdentityApi, signOutEverywhere } from '@/lib/identity/ui-session';
import { clearIdentityStorage, readAuthorization, writeAuthorization } from '@/lib/identity/ui-storage';
import { toast } from '@/lib/ui/toast-store';
import { openLoginFromUrl } from './open-login';

// The session check's client and schemas load only when there is a session to check.
const accessContext = async () => (await loadIdentityApi()).accessContext();

// The dialogs load on demand: a visitor browsing the lobby downloads no form code until a popup opens.
const LoginPopup = dynamic(() => import('./login-popup').then((m) => m.LoginPopup), { ssr: false });
const IdleTimer = dynamic(() => import('./idle-timer').then((m) => m.IdleTimer), { ssr: false });
const RealityCheckTimer = dynamic(() => import('@/components/reality-check/reality-check-timer').then((m) => m.RealityCheckTimer), { ssr: false });
const TermsUpdatedDialog = dynamic(() => import('./terms-updated-dialog').then((m) => m.TermsUpdatedDialog), { ssr: false });

// setTimeout's ceiling (about 24.8 days); a later expiry is caught by the next page load's session check.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
// The platform re-issues a cookie older than 15 minutes on any call (docs/api.md, Identity).
const RECHECK_SECONDS = 15 * 60;

/**
 * Identity's client side, mounted once in the layout: resolves the auth status from the session check,
 * forces logout on a 401/403 or an expired token, applies the terms guard, and hosts the login popup, the
 * idle-timer modal and the reality check (activity timer). Whether an id_token cookie exists comes from the gate's readable session hint (the
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

  const context = useQuery({ queryKey: ACCESS_CONTEXT_KEY, queryFn: accessContext, enabled: hasSession });

  // A notice left by the sign-in or sign-out that ended with a page load.
  useEffect(() => {
    const flash = takeFlash();
    if (flash?.message) toast({ kind: flash.kind, message: flash.message });
    else if (flash && t.has(flash.key)) toast({ kind: flash.kind, message: t(flash.key, flash.values) });
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

  // Auth status (spec identity-and-account §4): requested while the session check runs, then resolved.
  useEffect(() => {
    const store = useAuthStore.getState();
    // Signed out on this page: a session check answering meanwhile (either way) must neither sign out a second
    // time nor re-authorise (which would restart the idle timer against a dead session); the page load settles it.
    if (presence === null || store.signedOut) return;
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
      void signOutEverywhere(queryClient).then(() => {
        setFlash({ kind: 'warning', key: 'login.sessionEnded' });
        reloadTo(null);
      });
      return;
    }
    store.resolve(playerId);
  }, [presence, hasSession, context.isPending, context.data, queryClient]);

  // Spec identity-and-account §5: an access token past its expiry triggers logout. The platform re-issues the cookie while the
  // player is active, so at the stored expiry the session check decides: refused → the effect above signs out;
  // accepted → look again after the platform's re-issue interval.
  const [expiryCheck, setExpiryCheck] = useState(0);
  useEffect(() => {
    if (!authorized) return;
    const stored = readAuthorization();
    if (!stored?.exp) return;
    const delay = stored.exp * 1000 - Date.now();
    if (delay > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(
      () => {
        void queryClient.fetchQuery({ queryKey: ACCESS_CONTEXT_KEY, queryFn: accessContext, staleTime: 0 }).then(
          (answer) => {
            if (answer.playerId === null) return;
            writeAuthorization({ playerId: answer.playerId, exp: Math.floor(Date.now() / 1000) + RECHECK_SECONDS });
            setExpiryCheck((n) => n + 1);
          },
          () => undefined,
        );
      },
      Math.max(0, delay),
    );
    return () => window.clearTimeout(timer);
  }, [authorized, queryClient, expiryCheck]);

  // With the Cognito provider: Amplify refreshes the Cognito session while the player is signed in; a session it
  // can no longer refresh (revoked, expired, user disabled) ends the site session like an expired token.
  const resolved = authorized && status === 'resolved';
  useEffect(() => {
    if (!resolved) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void cognitoSession().then(
      (cognito) => {
        if (cognito && !cancelled) stop = cognito.session.keepCognitoSession(cognito.config, forceLogout);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [resolved]);

  // Runs on every navigation: sign-in links reach it without reloading the layout.
  const fullPathname = useFullPathname();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    previousPath.current = openLoginFromUrl(authorized, previousPath.current);
  }, [authorized, fullPathname]);
  const loginOpen = useLoginStore((state) => state.open);

  const termsUpdateRequired = authorized && context.data?.termsUpdateRequired === true;
  const navigatingTo = useLoginStore((state) => state.navigatingTo);
  useEffect(() => {
    if (termsUpdateRequired && !navigatingTo && termsGuardApplies(pathname)) router.replace('/accept-terms-condition');
  }, [termsUpdateRequired, navigatingTo, pathname, router]);

  return (
    <>
      {loginOpen ? <LoginPopup /> : null}
      {authorized && status === 'resolved' ? <IdleTimer /> : null}
      {authorized && status === 'resolved' ? <RealityCheckTimer /> : null}
      {termsUpdateRequired && pathname === '/' ? <TermsUpdatedDialog show /> : null}
    </>
  );
}
