'use client';

import type { ReactNode } from 'react';
import { useSessionHint } from './use-session-hint';

/**
 * Calls to action meant for visitors (Sign up) inside cached pages: the server HTML is the visitor's, and once
 * the gate's session hint says a player is signed in, they are gone.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return useSessionHint() ? null : <>{children}</>;
}
