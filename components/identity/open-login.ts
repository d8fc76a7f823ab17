'use client';

import { useLoginStore } from '@/lib/identity/ui-login-store';
import { loginLinkReturnPath } from '@/lib/identity/ui-post-login';
import { POST_LOGIN_PAGE_KEY, writeItem } from '@/lib/identity/ui-storage';
import { REDIRECT_PARAM } from '@/lib/session/constants';

/**
 * Opening the sign-in popup, without the popup: the form (react-hook-form, zod, the error catalogue) is loaded
 * only when the popup opens, so pages a visitor merely browses do not download it.
 */
export const LOGIN_PARAM = 'login';

/** Opens the sign-in popup, remembering the page to return to (spec identity-and-account §2 "stored post-login page"). */
export function openLogin(redirect?: string | null): void {
  writeItem(POST_LOGIN_PAGE_KEY, `${window.location.pathname}${window.location.search}`);
  useLoginStore.getState().openPopup(redirect ?? null);
}

/**
 * `?login=1` (sign-in links, the header link without JavaScript, old links) opens the popup once, then leaves
 * the URL; the player returns to `previousPath` (the page shown before the latest client-side navigation) unless
 * the link names a redirect. Returns the current path, to pass as `previousPath` next time.
 */
export function openLoginFromUrl(authorized: boolean, previousPath: string | null): string {
  const url = new URL(window.location.href);
  if (url.searchParams.get(LOGIN_PARAM) === '1') {
    const target = loginLinkReturnPath({ redirect: url.searchParams.get(REDIRECT_PARAM), previousPath, currentPath: url.pathname });
    url.searchParams.delete(LOGIN_PARAM);
    url.searchParams.delete(REDIRECT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!authorized) openLogin(target);
  }
  return `${url.pathname}${url.search}`;
}
