import { create } from 'zustand';
import type { LoginErrorMessage } from './ui-login-errors';

/** Login state (spec identity-and-account §3): open, firstLogin, loader, errors {code, additionalInfo}, showUpdatedTnC, currentContent. */
type LoginState = {
  open: boolean;
  firstLogin: boolean;
  loader: boolean;
  errors: { code: string; additionalInfo?: unknown } | null;
  message: LoginErrorMessage | null;
  showUpdatedTnC: boolean;
  /** Which view the popup shows. */
  currentContent: 'signIn';
  /** Where to go after sign-in, if the popup was opened for a page (the 401 page's redirect). */
  redirect: string | null;
  /** Set while the browser loads the post-sign-in page, so guards do not redirect the page being left. */
  navigatingTo: string | null;
  navigateTo: (path: string) => void;
  openPopup: (redirect?: string | null) => void;
  close: () => void;
  submit: () => void;
  succeed: (flags: { firstLogin: boolean; showUpdatedTnC: boolean }) => void;
  fail: (errors: { code: string; additionalInfo?: unknown }, message: LoginErrorMessage) => void;
};

export const useLoginStore = create<LoginState>()((set) => ({
  open: false,
  firstLogin: false,
  loader: false,
  errors: null,
  message: null,
  showUpdatedTnC: false,
  currentContent: 'signIn',
  redirect: null,
  navigatingTo: null,
  navigateTo: (path) => set({ navigatingTo: path }),
  openPopup: (redirect = null) => set({ open: true, redirect, errors: null, message: null }),
  close: () => set({ open: false, loader: false }),
  submit: () => set({ loader: true, errors: null, message: null }),
  // Spec identity-and-account §4: success closes the popup; an error stores the message and clears the loader.
  succeed: ({ firstLogin, showUpdatedTnC }) => set({ open: false, loader: false, firstLogin, showUpdatedTnC }),
  fail: (errors, message) => set({ loader: false, errors, message }),
}));
