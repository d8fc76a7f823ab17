'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';

// Loaded on first open only: the header ships a button, not the deposit form.
const DepositModalBody = dynamic(() => import('./deposit-modal-body'), {
  ssr: false,
  loading: () => <div className="skeleton h-40 rounded-lg" aria-busy="true" />,
});

/** The header's Deposit button and the spec's deposit modal (the same flow as /my-account/banking/deposit). */
export function DepositModal() {
  const t = useTranslations('wallet.depositModal');
  const header = useTranslations('header');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses({ variant: 'primary', size: 'sm', nowrap: true })}
        data-testid="header-deposit"
      >
        {header('deposit')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} description={t('description')} closeLabel={t('close')}>
        <DepositModalBody onNavigate={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
