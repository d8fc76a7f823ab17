'use client';

import { useTranslations } from 'next-intl';
import { CodeForm } from '@/components/identity/code-form';
import { Dialog } from '@/components/ui/dialog';

/** The SMS code popup of the phone change, open while a code is out for the new number. */
export function PhoneCodeDialog({
  popup,
  busy,
  onClose,
  onSubmit,
  onResend,
}: {
  popup: { smsVerificationId: string; phone: { prefix: string; number: string } } | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const t = useTranslations('player.account');
  return (
    <Dialog
      open={popup !== null}
      onClose={onClose}
      title={t('phone.popup.title')}
      description={popup ? t('phone.popup.description', { phone: `+${popup.phone.prefix} ${popup.phone.number}` }) : undefined}
      closeLabel={t('phone.popup.close')}
    >
      <CodeForm
        key={popup?.smsVerificationId}
        idPrefix="phone"
        busy={busy}
        fieldError={null}
        formError={null}
        labels={{
          label: t('phone.popup.code.label'),
          help: t('phone.popup.code.help'),
          valid: t('valid'),
          required: t('required'),
          invalid: t('phone.popup.code.error'),
          submit: t('phone.popup.code.submit'),
          working: t('working'),
          resend: t('phone.popup.code.resend'),
        }}
        onSubmit={onSubmit}
        onResend={onResend}
      />
    </Dialog>
  );
}
