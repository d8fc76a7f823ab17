import { create } from 'zustand';

/** Auth status (spec identity-and-account §4): pending, requested, then resolved as authorized or not. */
export type AuthStatus = 'pending' | 'requested' | 'resolved';

type AuthState = {
  status: AuthStatus;
  authorized: boolean;
  playerId: number | null;
  /** Set by this page's own sign-out, which always ends with a page load; until then session checks are moot. */
  signedOut: boolean;
  request: () => void;
  resolve: (playerId: number | null) => void;
  /** Logout resets the status (spec identity-and-account §4). */
  reset: () => void;
};

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'pending',
  authorized: false,
  playerId: null,
  signedOut: false,
  request: () => set({ status: 'requested' }),
  resolve: (playerId) => set({ status: 'resolved', authorized: playerId !== null, playerId }),
  reset: () => set({ status: 'resolved', authorized: false, playerId: null, signedOut: true }),
}));
