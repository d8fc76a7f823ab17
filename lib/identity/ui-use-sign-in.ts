'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { PlatformApiError } from '@/lib/api/errors';
import { reloadTo } from './ui-flash';
import { identityApi } from './ui-api';
import { cognitoSession } from './ui-cognito';
import { countSignInFailure, mapLoginError, type SignInFailures } from './ui-login-errors';
import { useLoginStore } from './ui-login-store';
import { postLoginPath } from './ui-post-login';
import { ACCESS_CONTEXT_KEY, rememberSignIn } from './ui-session';
import { POST_LOGIN_PAGE_KEY, readItem } from './ui-storage';

// This tab's wrong-password count per address (ui-login-errors.ts): only to warn before the lock; the platform decides.
const FAILURES_KEY = 'signInFailures';

function readFailures(): SignInFailures | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(FAILURES_KEY) ?? 'null');
    const record = value as Partial<SignInFailures> | null;
    return record && typeof record.email === 'string' && typeof record.count === 'number' ? { email: record.email, count: record.count } : null;
  } catch {
    return null;
  }
}

function writeFailures(value: SignInFailures | null): void {
  try {
    if (value) window.sessionStorage.setItem(FAILURES_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(FAILURES_KEY);
  } catch {
    // Storage refused (private mode): no warning, sign-in works the same.
  }
}
import type { SignInBody } from './schemas';

/**
 * Signs in and reads the access context (terms version check) in one step; used by the form and by sign-up.
 * The platform decides (its error catalogue, locks, exclusions) and sets its cookie; with the Cognito provider
 * Amplify then signs in to the pool with the same credentials so it holds the Cognito session. If that fails the
 * platform session is ended again: the site is never half signed in.
 */
export async function signInAndLoadContext(body: SignInBody) {
  const cognito = cognitoSession().catch(() => null);
  const session = await identityApi.signIn(body);
  const provider = await cognito;
  if (provider) {
    try {
      await provider.session.signInCognito(provider.config, body.email, body.password);
    } catch (error) {
      await identityApi.signOut().catch(() => undefined);
      throw error;
    }
  }
  const context = await identityApi.accessContext().catch(() => null);
  rememberSignIn(session, { termsUpdateRequired: context?.termsUpdateRequired ?? false });
  return { session, context };
}

/** The sign-in form's mutation: spec identity-and-account §4 login popup transitions, then the post-login destination (spec identity-and-account §2). */
export function useSignIn({ redirect }: { redirect?: string | null } = {}) {
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { authFlow: true },
    mutationFn: signInAndLoadContext,
    onMutate: () => useLoginStore.getState().submit(),
    onSuccess: ({ context }) => {
      writeFailures(null);
      queryClient.setQueryData(ACCESS_CONTEXT_KEY, context);
      const target = postLoginPath({
        locale,
        redirect: redirect ?? useLoginStore.getState().redirect,
        storedPage: readItem(POST_LOGIN_PAGE_KEY),
        termsVersionIncreased: context?.termsUpdateRequired ?? false,
      });
      // Going elsewhere: a full load renders the target with the new cookie. Staying: refresh the server parts.
      const here = `${window.location.pathname}${window.location.search}`;
      if (target && target !== here) {
        useLoginStore.getState().navigateTo(target);
        reloadTo(target);
      } else router.refresh();
    },
    onError: (error, body) => {
      const additionalInfo = error instanceof PlatformApiError ? error.additionalInfo : undefined;
      const code = error instanceof PlatformApiError ? error.code : 'error.network';
      const failures = countSignInFailure(readFailures(), body.email, code);
      writeFailures(failures);
      useLoginStore.getState().fail({ code, additionalInfo }, mapLoginError(error, additionalInfo, failures));
    },
  });
}
