'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import { walletApi } from '@/lib/wallet/ui-api';
import type { DepositMethodOption } from '@/lib/wallet/ui-methods';
import { VerifyDocumentsAction } from '@/components/documents/verify-documents-action';
import { DepositBonusResult } from './deposit-bonus-result';
import { DepositForm } from './deposit-form';
import { DepositLimitNotice, limitFieldsOf } from './deposit-limit-notice';
import { Notice } from './notice';
import { useWalletBalance } from './use-wallet-balance';

const OUTCOMES = ['APPROVED', 'DECLINED', 'PENDING'] as const;
const DOCUMENT_RESULTS: readonly string[] = ['DOCUMENTS_REQUIRED', 'DOCUMENTS_UNDER_REVIEW', 'DOCUMENTS_REQUIRED_RESTRICTED'];
type Outcome = (typeof OUTCOMES)[number];

/**
 * The deposit page: the deposit-allowed check decides first (a payout-risk, suspended or deposit-blocked account
 * sees why instead of a form), then the form. Back from the cashier, the outcome is shown and the balance
 * refetched; the credit itself only ever comes from the provider's signed callback.
 */
export function DepositPanel({
  methods,
  ipAddress,
  returnPath,
  verifyStartPoint = 'DEPOSIT_PAGE',
}: {
  methods: DepositMethodOption[];
  ipAddress: string;
  returnPath?: string;
  /** Where the verification modal says it was opened from (identity-and-account.md §4): this page or the header's modal. */
  verifyStartPoint?: 'DEPOSIT_PAGE' | 'DEPOSIT_MODAL';
}) {
  const t = useTranslations('wallet.deposit');
  const queryClient = useQueryClient();
  const searchParams = useSearchParams();
  const outcomeParam = searchParams.get('outcome');
  const outcome = OUTCOMES.find((o) => o === outcomeParam) as Outcome | undefined;
  const depositId = Number(searchParams.get('depositId'));
  const wallet = useWalletBalance();
  const allowed = useQuery({
    queryKey: WALLET_QUERY_KEYS.depositAllowed,
    // The fingerprint script is not loaded on this site yet; the server's rule reads only the player's flags.
    queryFn: () => walletApi.depositAllowed({ ipAddress, blackbox: 'unavailable' }),
    staleTime: 0,
  });

  useEffect(() => {
    if (outcome) void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.all });
  }, [outcome, queryClient]);

  return (
    <div className="flex flex-col gap-6">
      {outcome ? (
        <Notice tone={outcome === 'APPROVED' ? 'success' : outcome === 'DECLINED' ? 'error' : 'info'} testId="deposit-outcome">
          {t(`outcome.${outcome}`)}
        </Notice>
      ) : null}
      {outcome && Number.isSafeInteger(depositId) && depositId > 0 ? <DepositBonusResult depositId={depositId} /> : null}
      {allowed.isPending || wallet.isPending ? (
        <div className="skeleton h-40 max-w-xl rounded-lg" aria-busy="true">
          <span className="sr-only">{t('checking')}</span>
        </div>
      ) : allowed.isError || wallet.isError ? (
        <Notice tone="error">{t('checkFailed')}</Notice>
      ) : allowed.data.result === 'SELF_LIMIT_REACHED' && limitFieldsOf(allowed.data) ? (
        <DepositLimitNotice fields={limitFieldsOf(allowed.data)!} currency={wallet.data.currency} reached />
      ) : allowed.data.result !== 'SUCCESS' ? (
        <Notice tone="error" testId="deposit-blocked">
          {t(DOCUMENT_RESULTS.includes(allowed.data.result) ? 'blocked.documents' : 'blocked.restricted')}{' '}
          {DOCUMENT_RESULTS.includes(allowed.data.result) ? (
            <VerifyDocumentsAction
              startPoint={verifyStartPoint}
              inPlace={verifyStartPoint === 'DEPOSIT_PAGE'}
              label={t('blocked.verify')}
              className="font-semibold underline"
            />
          ) : (
            <Link href="/contact-live-chat" className="font-semibold underline">
              {t('blocked.contact')}
            </Link>
          )}
        </Notice>
      ) : (
        <>
          {limitFieldsOf(allowed.data) ? <DepositLimitNotice fields={limitFieldsOf(allowed.data)!} currency={wallet.data.currency} reached={false} /> : null}
          <DepositForm methods={methods} currency={wallet.data.currency} returnPath={returnPath} />
        </>
      )}
    </div>
  );
}
