import { create } from 'zustand';

/** Auth status (spec §4): pending, requested, then resolved as authorized or not. */
export type AuthStatus = 'pending' | 'requested' | 'resolved';

type AuthState = {
  status: AuthStatus;
  authorized: boolean;
  playerId: number | null;
  request: () => void;
  resolve: (playerId: number | null) => void;
  /** Logout resets the status (spec §4). */
  reset: () => void;
};

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'pending',
  authorized: false,
  playerId: null,
  request: () => set({ status: 'requested' }),
  resolve: (playerId) => set({ status: 'resolved', authorized: playerId !== null, playerId }),
  reset: () => set({ status: 'resolved', authorized: false, playerId: null }),
}));
