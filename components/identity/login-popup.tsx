'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useLoginStore } from '@/lib/identity/ui-login-store';
import { LoginForm } from './login-form';

/**
 * The login popup (spec identity-and-account §4): open and close; submit sets the loader; success closes; an error stays shown.
 * Loaded on demand by IdentityOverlays when the login store opens it (see open-login.ts).
 */
export function LoginPopup() {
  const t = useTranslations('login');
  const open = useLoginStore((state) => state.open);
  const redirect = useLoginStore((state) => state.redirect);
  const close = useLoginStore((state) => state.close);

  return (
    <Dialog open={open} onClose={close} title={t('title')} description={t('intro')} closeLabel={t('close')}>
      <LoginForm idPrefix="login-popup" redirect={redirect} onNavigate={close} />
    </Dialog>
  );
}
