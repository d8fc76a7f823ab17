'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { walletApi } from '@/lib/wallet/ui-api';
import { DepositPanel } from './deposit-panel';
import { Notice } from './notice';

// The browser does not know its public address; the server rule does not read it yet (docs/decisions.md).
const UNKNOWN_IP = '0.0.0.0';

/** The deposit modal's content, loaded on first open: the market's methods, then the same panel as the page. */
export default function DepositModalBody({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('wallet.depositModal');
  const locale = useLocale();
  const methods = useQuery({ queryKey: WALLET_QUERY_KEYS.depositMethods(locale), queryFn: () => walletApi.depositMethods(locale), staleTime: 5 * 60_000 });
  return (
    <div className="flex flex-col gap-4" data-testid="deposit-modal-body">
      {methods.isPending ? (
        <div className="skeleton h-40 rounded-lg" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : methods.isError ? (
        <Notice tone="error">{t('loadFailed')}</Notice>
      ) : (
        // Back from the cashier the player lands on the deposit page, which shows the outcome.
        <DepositPanel
          methods={methods.data.paymentMethods}
          ipAddress={UNKNOWN_IP}
          returnPath={`/${locale}/my-account/banking/deposit`}
          verifyStartPoint="DEPOSIT_MODAL"
        />
      )}
      <Link href="/my-account/banking/deposit" onClick={onNavigate} className="text-sm font-semibold text-accent hover:underline">
        {t('fullPage')}
      </Link>
    </div>
  );
}
