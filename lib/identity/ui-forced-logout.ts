import { PlatformApiError } from '@/lib/api/errors';

/** Calls whose 401/403 is an answer for the form, not a dead session (sign-in, sign-up, reset). */
export type AuthMeta = { authFlow?: boolean };

type Handler = () => void;
let handler: Handler | null = null;

/** The identity overlays register what a forced logout does (clear storage, reset state, refresh). */
export function setForcedLogoutHandler(next: Handler | null): void {
  handler = next;
}

/** Ends the site session from outside React Query (e.g. a Cognito session Amplify can no longer refresh). */
export function forceLogout(): void {
  handler?.();
}

/** Spec identity-and-account §6: a 401 or 403 from most calls, or during a session check, forces logout. */
export function shouldForceLogout(error: unknown, meta?: Record<string, unknown>): boolean {
  if ((meta as AuthMeta | undefined)?.authFlow) return false;
  return error instanceof PlatformApiError && error.forcesLogout;
}

/** React Query's global error hook (lib/ui/query-client.ts) sends every failed query and mutation here. */
export function handleQueryError(error: unknown, meta?: Record<string, unknown>): void {
  if (shouldForceLogout(error, meta)) handler?.();
}
