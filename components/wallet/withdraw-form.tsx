'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import { currencySymbol, isCurrencyCode } from '@/lib/markets/currency';
import { PAYMENT_METHOD_NAMES } from '@/lib/brand';
import { WALLET_QUERY_KEYS } from '@/lib/wallet/query-keys';
import type { Wallet } from '@/lib/wallet/schemas';
import { amountFormSchema, parseAmountInput, type AmountFormValues } from '@/lib/wallet/ui-amount';
import { walletApi } from '@/lib/wallet/ui-api';
import { formatWalletMoney } from '@/lib/wallet/ui-money';
import { withdrawalOutcomeKey } from '@/lib/wallet/ui-withdrawal-outcome';
import { forfeitOnWithdrawalOf } from '@/lib/bonus/ui-api';
import { VerifyDocumentsAction } from '@/components/documents/verify-documents-action';
import { AmountField } from './amount-field';
import { Notice } from './notice';
import { WithdrawForfeitDialog } from './withdraw-forfeit-dialog';

const DOCUMENT_RESULTS: readonly string[] = ['DOCUMENTS_REQUIRED', 'DOCUMENTS_UNDER_REVIEW', 'DOCUMENTS_REQUIRED_RESTRICTED'];

/** Request a withdrawal of at most the main balance; the server decides eligibility and the answer is shown. */
export function WithdrawForm({ wallet, verifyStartPoint = 'WITHDRAW' }: { wallet: Wallet; verifyStartPoint?: 'WITHDRAW' | 'WITHDRAW_MODAL' }) {
  const t = useTranslations('wallet.withdraw');
  const footer = useTranslations('footer');
  const documents = useTranslations('documents');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const money = (minor: number) => formatWalletMoney(minor, wallet.currency, locale);
  const form = useForm<AmountFormValues>({ resolver: zodResolver(amountFormSchema(1, Math.max(wallet.mainBalance, 0))), defaultValues: { amount: '' } });
  // Forfeit on withdrawal: a refusal because a bonus runs opens the modal; its confirm sends the same amount again
  // with the player's consent (docs/decisions.md "Forfeit on withdrawal").
  const [awaitingConsent, setAwaitingConsent] = useState<{ amount: number; assignmentId: number } | null>(null);
  const request = useMutation({
    mutationFn: ({ amount, forfeit }: { amount: number; forfeit?: boolean }) =>
      walletApi.requestWithdrawal({ amount, ...(forfeit ? { forfeitActiveBonuses: true } : {}) }),
    onSuccess: (answer) => {
      if (answer.result === 'SUCCESS') form.reset();
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEYS.all });
    },
    onError: (error, { amount }) => {
      const refusal = forfeitOnWithdrawalOf(error);
      if (refusal) setAwaitingConsent({ amount, assignmentId: refusal.assignmentId });
    },
  });
  const answer = request.data;
  // Closed loop (docs/decisions.md): a withdrawal is paid back to the method of the player's last deposit.
  const recent = useQuery({ queryKey: WALLET_QUERY_KEYS.recentMethods, queryFn: walletApi.recentMethods });
  const destination = recent.data?.paymentMethods[0];
  // A cancelled withdrawal hands its money back (the locked balance drops): "Withdrawal requested" no longer holds.
  const locked = useRef(wallet.lockedBalance);
  useEffect(() => {
    if (wallet.lockedBalance < locked.current && request.data?.result === 'SUCCESS') request.reset();
    locked.current = wallet.lockedBalance;
  }, [wallet.lockedBalance, request]);
  const submit = form.handleSubmit(({ amount }) => {
    const minor = parseAmountInput(amount);
    if (minor !== null) request.mutate({ amount: minor });
  });
  if (wallet.mainBalance <= 0)
    return (
      <Notice tone="info" testId="withdraw-empty">
        {t('nothingToWithdraw')}
      </Notice>
    );
  const withdrawForm = (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4" data-testid="withdraw-form">
      <p className="text-sm text-fg-muted">
        {t('available')} <strong className="tabular-nums text-fg">{money(wallet.mainBalance)}</strong>
      </p>
      <p className="text-sm text-fg-muted" data-testid="withdraw-destination">
        {destination ? t('destination', { method: PAYMENT_METHOD_NAMES[destination] ?? footer('card') }) : t('destinationUnknown')}
      </p>
      <AmountField
        id="withdraw-amount"
        registration={form.register('amount')}
        issue={form.formState.errors.amount?.message}
        touched={Boolean(form.formState.touchedFields.amount)}
        currencySymbol={isCurrencyCode(wallet.currency) ? currencySymbol(wallet.currency) : wallet.currency}
        min={money(1)}
        max={money(wallet.mainBalance)}
      />
      {answer ? (
        <Notice tone={answer.result === 'SUCCESS' ? 'success' : 'error'} testId="withdraw-result">
          {t(withdrawalOutcomeKey(answer.result), { limit: money(answer.limit ?? 0) })}
        </Notice>
      ) : request.isError && !forfeitOnWithdrawalOf(request.error) ? (
        <Notice tone="error">{t('failed')}</Notice>
      ) : null}
      <button type="submit" disabled={request.isPending} className={buttonClasses({ variant: 'primary', size: 'lg' })} data-testid="withdraw-submit">
        {t('submit')}
      </button>
    </form>
  );
  // Outside the form (the modal's own form submits through a portal, and React carries events along its tree).
  return (
    <>
      {withdrawForm}
      <WithdrawForfeitDialog
        pending={awaitingConsent}
        currency={wallet.currency}
        onClose={() => setAwaitingConsent(null)}
        confirm={() => request.mutateAsync({ amount: awaitingConsent!.amount, forfeit: true })}
      />
      {answer && DOCUMENT_RESULTS.includes(answer.result) ? (
        // identity-and-account.md §4: the verification modal opened from WITHDRAW (or WITHDRAW_MODAL); it opens by
        // itself when documents are required.
        <div className="mt-4">
          <VerifyDocumentsAction
            key={request.submittedAt}
            startPoint={verifyStartPoint}
            inPlace
            autoOpen={answer.result === 'DOCUMENTS_REQUIRED'}
            label={documents('page.verify')}
            className={buttonClasses({ variant: 'secondary' })}
          />
        </div>
      ) : null}
    </>
  );
}
