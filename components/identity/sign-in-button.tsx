'use client';

import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { openLogin } from './open-login';

/** The header's Sign in: opens the popup; its href still works before hydration (`?login=1`). */
export function SignInButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Link
      href={{ pathname: '/', query: { login: '1' } }}
      className={className}
      aria-haspopup="dialog"
      data-testid="header-sign-in"
      onClick={(event) => {
        event.preventDefault();
        openLogin();
      }}
    >
      {children}
    </Link>
  );
}
