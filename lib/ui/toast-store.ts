import { create } from 'zustand';

/** Notification kinds (spec: error, success, warning, warningValue). */
export const TOAST_KINDS = ['error', 'success', 'warning', 'warningValue'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export type Toast = {
  id: string;
  kind: ToastKind;
  /** Already translated text; callers translate with next-intl before pushing. */
  message: string;
  /** Shown emphasised next to the message for warningValue (e.g. a formatted remaining limit). */
  value?: string;
  /** Milliseconds before auto-dismiss; 0 keeps the toast until dismissed. */
  durationMs: number;
};

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number };

// Errors stay longer: they are usually what the player needs to act on.
export const DEFAULT_DURATION_MS: Readonly<Record<ToastKind, number>> = {
  error: 10_000,
  success: 5_000,
  warning: 8_000,
  warningValue: 8_000,
};
export const MAX_VISIBLE_TOASTS = 4;

type ToastState = {
  toasts: Toast[];
  push: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
};

let sequence = 0;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (input) => {
    sequence += 1;
    const id = `toast_${sequence}`;
    const toast: Toast = { ...input, id, durationMs: input.durationMs ?? DEFAULT_DURATION_MS[input.kind] };
    set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_VISIBLE_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Push a toast from outside React (e.g. a mutation's onError). */
export const toast = (input: ToastInput): string => useToastStore.getState().push(input);
